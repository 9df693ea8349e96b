import { placeWords, resolveSetKind, setKindFromWords, type SetWords } from './set-kind-words';
import { SET_KIND_INFO, SET_KINDS, type SetKind } from './set-kinds';
import { SET_TYPES } from './sets';

describe('setKindFromWords', () => {
  // One screenplay location (or set name) a kind, as a writer would put it.
  const examples: Record<SetKind, SetWords> = {
    farm: { name: 'MILLER FARM - BARNYARD', interior: 'EXT' },
    forest: { name: 'BIRCH WOODS', interior: 'EXT' },
    mountain: { name: 'EAGLE CLIFFS', interior: 'EXT' },
    beach: { name: 'SANDY COVE', interior: 'EXT' },
    field: { name: 'WHEAT FIELDS', interior: 'EXT' },
    'living-room': { name: "GRANDMA'S LIVING ROOM", interior: 'INT' },
    kitchen: { name: 'KITCHEN', interior: 'INT' },
    bedroom: { name: "EDWARD'S BEDROOM", interior: 'INT' },
    office: { name: 'DETECTIVE AGENCY - OFFICE', interior: 'INT' },
    classroom: { name: 'HIGH SCHOOL CLASSROOM', interior: 'INT' },
    'hospital-room': { name: 'ST. MARY HOSPITAL - WARD', interior: 'INT' },
    church: { name: 'OLD CHAPEL', interior: 'INT' },
    'ship-cabin': { name: "CAPTAIN'S QUARTERS", interior: 'INT' },
    taqueria: { name: 'TAQUERIA EL SOL', interior: 'INT' },
    restaurant: { name: 'ROADSIDE DINER', interior: 'INT' },
    cafe: { name: 'THE RUSTY ANCHOR PUB', interior: 'INT' },
    bakery: { name: 'BAKERY', interior: 'INT' },
    street: { name: 'MAIN STREET', interior: 'EXT' },
    alley: { name: 'BACK ALLEY', interior: 'EXT' },
    harbour: { name: 'FISHING PIER', interior: 'EXT' },
    park: { name: 'CITY PARK - PLAYGROUND', interior: 'EXT' },
    rooftop: { name: 'APARTMENT BUILDING - ROOFTOP', interior: 'EXT' },
    lighthouse: { name: 'LIGHTHOUSE - LAMP ROOM', interior: 'INT' },
    'food-truck': { name: 'TACO TRUCK', interior: 'EXT' },
    'car-interior': { name: "EDWARD'S CAR", interior: 'INT' },
    'ship-deck': { name: 'THE BLACK GULL - DECK', interior: 'EXT' },
    workshop: { name: "JOE'S GARAGE", interior: 'INT' },
    warehouse: { name: 'ABANDONED WAREHOUSE', interior: 'INT' },
  };

  it('has at least 24 kinds, each in one of the five set types and with a label', () => {
    expect(SET_KINDS.length).toBeGreaterThanOrEqual(24);
    for (const kind of SET_KINDS) {
      expect(SET_TYPES).toContain(SET_KIND_INFO[kind].family);
      expect(SET_KIND_INFO[kind].label).not.toBe('');
    }
    // Every spec type has kinds of its own.
    for (const type of SET_TYPES) expect(SET_KINDS.some((kind) => SET_KIND_INFO[kind].family === type)).toBe(true);
  });

  it.each(SET_KINDS)('reads the words of a %s', (kind) => {
    expect(setKindFromWords(examples[kind])).toBe(kind);
  });

  it('reads the issue screenplay: the pier, the woods and the bakery', () => {
    expect(setKindFromWords({ name: 'FISHING PIER', interior: 'EXT', locationWords: ['FISHING PIER', 'Gulls wheel over the boats.'] })).toBe('harbour');
    expect(setKindFromWords({ name: 'BIRCH WOODS', interior: 'EXT' })).toBe('forest');
    expect(setKindFromWords({ name: 'BAKERY', interior: 'INT', description: 'Trays of loaves cool on the racks.' })).toBe('bakery');
  });

  it('weighs the name above the description, and the heading side in a close call', () => {
    expect(setKindFromWords({ name: 'The Harbour', description: 'A pub stands at the end of it' })).toBe('harbour');
    expect(setKindFromWords({ name: "ED'S CAR", interior: 'INT' })).toBe('car-interior');
    expect(setKindFromWords({ name: 'MAIN STREET', description: 'Cars and taxis honk.', interior: 'EXT' })).toBe('street');
  });

  it('reads a car by its make or by driving, a lookout over a view, and a district of a city', () => {
    expect(setKindFromWords({ name: 'LANDCRUISER, DRIVING', interior: 'INT', locationWords: ['LANDCRUISER, DRIVING -- A BIT LATER', 'Scott looks at his watch.'] })).toBe('car-interior');
    expect(setKindFromWords({ name: 'VW GTI, NORTHBOUND ON THE GOLDEN GATE BRIDGE', interior: 'INT' })).toBe('car-interior');
    // The heading names the place; what someone eats there does not.
    expect(
      setKindFromWords({ name: 'A SCENIC OVERLOOK', description: 'With a lovely view of the ocean. The driver eats his lunch, a Taco Bell combo meal.' }),
    ).toBe('mountain');
    expect(setKindFromWords({ name: 'SAN FRANCISCO BUSINESS DISTRICT', interior: 'EXT', description: 'Office workers make their way to work.' })).toBe('street');
  });

  it('settles a tie between two places a heading names by the later, narrower one', () => {
    expect(setKindFromWords({ name: 'PALACE HOTEL LOBBY', interior: 'INT' })).toBe('office');
    expect(setKindFromWords({ name: 'HOTEL - BAR', interior: 'INT' })).toBe('cafe');
    expect(setKindFromWords({ name: 'HIGH SCHOOL - CAFETERIA', interior: 'INT' })).toBe('restaurant');
    expect(setKindFromWords({ name: 'HOSPITAL CHAPEL', interior: 'INT' })).toBe('church');
    expect(setKindFromWords({ name: 'FARMHOUSE KITCHEN', interior: 'INT' })).toBe('kitchen');
    // Only a tie: a place named more strongly still wins wherever it stands.
    expect(setKindFromWords({ name: 'CONFERENCE ROOM, BANK', interior: 'INT' })).toBe('office');
    expect(setKindFromWords({ name: 'LIVING ROOM - DESK', interior: 'INT' })).toBe('living-room');
  });

  it('finds the nearest words for a place no list names', () => {
    expect(setKindFromWords({ name: 'THE BAKESHOP', interior: 'INT' })).toBe('bakery');
    expect(setKindFromWords({ name: 'FORESTED SLOPE', interior: 'EXT' })).toBe('forest');
    expect(setKindFromWords({ name: 'CLASSROOMS', interior: 'INT' })).toBe('classroom');
  });

  it('falls back on a place of the right side, chosen by the name rather than one default', () => {
    const interiors = ['THE VOID', 'ZORBLAT', 'QUUX', 'NOWHERE IN PARTICULAR', 'ROOM 101', 'UNIT 7', 'THE SPACE BETWEEN', 'PLACE X'];
    const inside = interiors.map((name) => setKindFromWords({ name, interior: 'INT' }));
    const outside = interiors.map((name) => setKindFromWords({ name, interior: 'EXT' }));
    for (const kind of inside) expect(SET_KIND_INFO[kind].interior).toBe(true);
    for (const kind of outside) expect(SET_KIND_INFO[kind].interior).toBe(false);
    expect(new Set(inside).size).toBeGreaterThan(1);
    expect(new Set(outside).size).toBeGreaterThan(1);
    // The same words give the same kind every time.
    expect(setKindFromWords({ name: 'THE VOID', interior: 'INT' })).toBe(inside[0]);
  });

  it('strips accents, possessives and plurals', () => {
    expect(placeWords("Café's loaves")).toEqual(['cafe', 'loaves', 'loaf']);
    expect(setKindFromWords({ name: 'Le Petit Café' })).toBe('cafe');
  });
});

describe('resolveSetKind', () => {
  it('keeps the picked kind', () => {
    expect(resolveSetKind({ name: 'Sunny Acres', type: 'farm', kind: 'lighthouse' })).toBe('lighthouse');
  });

  it('reads the words within the chosen type, else builds the type itself', () => {
    expect(resolveSetKind({ name: 'The Smiths', description: 'A cosy kitchen with a kettle', type: 'apartment' })).toBe('kitchen');
    expect(resolveSetKind({ name: 'The street', description: 'A family farm at dawn', type: 'street' })).toBe('street');
    expect(resolveSetKind({ name: 'Sunny Acres', description: 'Golden light', type: 'taqueria' })).toBe('taqueria');
    expect(resolveSetKind({ name: 'Sunny Acres', description: 'Golden light', type: 'truck' })).toBe('food-truck');
  });

  it('reads the words alone without a type, or when they name no place of the type', () => {
    expect(resolveSetKind({ name: 'Fishing Pier' })).toBe('harbour');
    expect(resolveSetKind({ name: 'Fishing Pier', type: 'farm' })).toBe('harbour');
    // A near miss is not enough to leave the type.
    expect(resolveSetKind({ name: 'The Bakeshop', type: 'street' })).toBe('street');
  });
});
