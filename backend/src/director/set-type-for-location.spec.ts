import { setForLocation } from './set-type-for-location';

describe('setForLocation', () => {
  it.each([
    ['KITCHEN', 'INT', 'kitchen', 'apartment'],
    ["BLOOM HOUSE - EDWARD'S BEDROOM", 'INT', 'bedroom', 'apartment'],
    ['SMUGGLERS COVE', 'EXT', 'beach', 'farm'],
    ['TAQUERIA EL SOL', 'INT', 'taqueria', 'taqueria'],
    ['ROADSIDE DINER', 'INT', 'restaurant', 'taqueria'],
    ["EDWARD'S CAR", 'INT', 'car-interior', 'truck'],
    ['THE BARN', 'INT', 'farm', 'farm'],
    ['SPECTRE - MAIN STREET', 'EXT', 'street', 'street'],
    ['FISHING PIER', 'EXT', 'harbour', 'street'],
    ['BIRCH WOODS', 'EXT', 'forest', 'farm'],
    ['BAKERY', 'INT', 'bakery', 'taqueria'],
    ['LIGHTHOUSE - LAMP ROOM', 'INT', 'lighthouse', 'street'],
  ] as const)('reads %s (%s) as a %s in the %s family', (location, interior, kind, type) => {
    expect(setForLocation(location, interior)).toEqual({ kind, type });
  });

  it('reads the action lines when the heading names no place', () => {
    expect(setForLocation("MAGGIE'S", 'INT', ['Trays of loaves cool on the racks; flour dusts the counter of the bakery.']).kind).toBe('bakery');
    expect(setForLocation('THE OLD SPOT', 'EXT', ['Waves lap at the pilings of the pier. Nets hang to dry.']).kind).toBe('harbour');
  });

  it('falls back on a place of the heading side for a place it has no word for', () => {
    expect(setForLocation('THE VOID', 'INT').type).toBe('apartment');
    expect(['street', 'park', 'field', 'forest']).toContain(setForLocation('THE VOID', 'EXT').kind);
  });
});
