import { splitHeading } from './elements';

describe('splitHeading', () => {
  it('reads the place and the time either side of the last dash', () => {
    expect(splitHeading('INT. HOUSE - KITCHEN - NIGHT')).toEqual({ interior: 'INT', location: 'HOUSE - KITCHEN', timeOfDay: 'NIGHT' });
    expect(splitHeading('INT. LANDCRUISER, DRIVING -- A BIT LATER')).toEqual({ interior: 'INT', location: 'LANDCRUISER, DRIVING', timeOfDay: 'A BIT LATER' });
  });

  it('reads a time after the last comma, so one place keeps one name whenever the scene is', () => {
    const places = [
      "INT. SCOTT'S APARTMENT",
      "INT SCOTT'S APARTMENT, SAME TIME",
      "INT. SCOTT'S APARTMENT, TWO DAYS LATER",
      "INT. SCOTT'S APARTMENT, DAY",
      "EXT. SCOTT'S APARTMENT, A BIT LATER",
    ].map((heading) => splitHeading(heading).location);
    expect(new Set(places)).toEqual(new Set(["SCOTT'S APARTMENT"]));
    expect(splitHeading("INT. HALLWAY, SCOTT'S APARTMENT BUILDING, A MOMENT LATER")).toEqual({
      interior: 'INT',
      location: "HALLWAY, SCOTT'S APARTMENT BUILDING",
      timeOfDay: 'A MOMENT LATER',
    });
    expect(splitHeading('EXT. MARIN HILLSIDE, THE NEXT DAY')).toMatchObject({ location: 'MARIN HILLSIDE', timeOfDay: 'THE NEXT DAY' });
    expect(splitHeading('EXT. SAN FRANCISCO BUSINESS DISTRICT, LATER THAT MORNING')).toMatchObject({ location: 'SAN FRANCISCO BUSINESS DISTRICT', timeOfDay: 'LATER THAT MORNING' });
    expect(splitHeading("EXT. NAK'S HOUSE, CONTINUED")).toMatchObject({ location: "NAK'S HOUSE", timeOfDay: 'CONTINUED' });
  });

  it('keeps a clause that names a place, and drops a trailing comma', () => {
    expect(splitHeading('INT. SOUTHERN EXPOSURE GALLERY, SOUTH OF MARKET')).toEqual({ interior: 'INT', location: 'SOUTHERN EXPOSURE GALLERY, SOUTH OF MARKET', timeOfDay: '' });
    expect(splitHeading('INT. MOTEL, ROOM 12')).toMatchObject({ location: 'MOTEL, ROOM 12', timeOfDay: '' });
    expect(splitHeading('EXT. ROUTE 66, THE SAME DINER')).toMatchObject({ location: 'ROUTE 66, THE SAME DINER', timeOfDay: '' });
    expect(splitHeading('ИНТ. КВАРТИРА, ДЕНЬ')).toEqual({ interior: 'INT', location: 'КВАРТИРА', timeOfDay: 'ДЕНЬ' });
    expect(splitHeading('SCOTT REENTERING HIS APARTMENT,')).toEqual({ interior: null, location: 'SCOTT REENTERING HIS APARTMENT', timeOfDay: '' });
  });
});
