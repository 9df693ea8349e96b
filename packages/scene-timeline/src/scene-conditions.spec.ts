import { sceneConditions, timeOfDayFromHeading, timeOfDayFromText, timesOfDayOfScenes, weatherFromText } from './scene-conditions';

describe('timeOfDayFromHeading', () => {
  it.each([
    ['EXT. FISHING PIER - DAWN', 'dawn'],
    ['EXT. HILLTOP - SUNRISE', 'dawn'],
    ['INT. BAKERY - MORNING', 'morning'],
    ['INT. BAKERY - EARLY MORNING', 'morning'],
    ['EXT. FISHING PIER - DAY', 'day'],
    ['EXT. MARKET - NOON', 'day'],
    ['EXT. FIELD - AFTERNOON', 'afternoon'],
    ['EXT. FIELD - LATE AFTERNOON', 'afternoon'],
    ['EXT. BIRCH WOODS - DUSK', 'dusk'],
    ['EXT. BEACH - SUNSET', 'dusk'],
    ['INT. KITCHEN - EVENING', 'evening'],
    ['EXT. FISHING PIER - NIGHT', 'night'],
    ['INT. HOUSE - KITCHEN - MIDNIGHT', 'night'],
    ['NIGHT', 'night'],
    ['EXT PIER NIGHT', 'night'],
    ['НАТ. ЛЕС - НОЧЬ', 'night'],
  ])('%s is %s', (heading, timeOfDay) => {
    expect(timeOfDayFromHeading(heading)).toBe(timeOfDay);
  });

  it.each(['INT. HOUSE - CONTINUOUS', 'EXT. PIER - LATER', 'EXT. PIER - MOMENTS LATER', 'INT. HALL - SAME', "INT. HALL - CONT'D", 'EXT. HOUSE - CONTINUED'])(
    '%s continues the scene before',
    (heading) => {
      expect(timeOfDayFromHeading(heading)).toBe('continuing');
    },
  );

  it('reads the time part only: a place named after a time is not one', () => {
    expect(timeOfDayFromHeading('INT. NIGHT CLUB - DAY')).toBe('day');
    expect(timeOfDayFromHeading('INT. DAYCARE - NIGHT')).toBe('night');
    expect(timeOfDayFromHeading('INT. NIGHT CLUB - CONTINUOUS')).toBe('continuing');
  });

  it('is null for a heading without a time', () => {
    expect(timeOfDayFromHeading('INT. BAKERY')).toBeNull();
    expect(timeOfDayFromHeading('')).toBeNull();
  });
});

describe('timesOfDayOfScenes', () => {
  it("gives CONTINUOUS, LATER and SAME the scene before's time, through a chain of them", () => {
    expect(
      timesOfDayOfScenes(['EXT. PIER - DAY', 'EXT. WOODS - DUSK', 'EXT. WOODS - MOMENTS LATER', 'INT. CABIN - CONTINUOUS', 'INT. BAKERY - MORNING', 'EXT. PIER - NIGHT', 'EXT. PIER - LATER']),
    ).toEqual(['day', 'dusk', 'dusk', 'dusk', 'morning', 'night', 'night']);
  });

  it('leaves a first scene that continues nothing, and scenes without a time, null', () => {
    expect(timesOfDayOfScenes(['INT. HALL - CONTINUOUS', 'INT. HALL', 'INT. HALL - LATER'])).toEqual([null, null, null]);
  });
});

describe('weatherFromText', () => {
  it.each([
    ['Rain hammers the tin roof.', 'rain'],
    ['A light drizzle beads on the rail.', 'rain'],
    ['Thunder rolls over the bay.', 'storm'],
    ['Lightning splits the sky; the rain comes down in sheets.', 'storm'],
    ['The storm is almost on them.', 'storm'],
    ['Fog rolls in off the water.', 'fog'],
    ['A thin mist hangs between the birches.', 'fog'],
    ['Snow falls on the empty square.', 'snow'],
    ['A blizzard howls outside.', 'snow'],
    ['A cold wind whips the flags.', 'wind'],
    ['The wind howls around the cabin.', 'wind'],
    ['Gusts rattle the shutters.', 'wind'],
  ])('%s -> %s', (text, weather) => {
    expect(weatherFromText(text)).toBe(weather);
  });

  it('does not read weather into verbs and other words', () => {
    expect(weatherFromText('Mara storms out of the room.')).toBeNull();
    expect(weatherFromText('He winds the clock and looks out of the window.')).toBeNull();
    expect(weatherFromText('Lorraine brainstorms with the baker; a mistake, she admits.')).toBeNull();
    expect(weatherFromText('')).toBeNull();
  });
});

describe('timeOfDayFromText', () => {
  it('reads a time told in passing', () => {
    expect(timeOfDayFromText('The crew leaves the harbor at dawn.')).toBe('dawn');
    expect(timeOfDayFromText('Late at night, the pier is empty.')).toBe('night');
    expect(timeOfDayFromText('The next morning she is gone.')).toBe('morning');
    expect(timeOfDayFromText('They talk until sunset.')).toBe('dusk');
    expect(timeOfDayFromText('A moonlit garden.')).toBe('night');
    expect(timeOfDayFromText('One afternoon in May.')).toBe('afternoon');
  });

  it("does not take a time that is not the scene's", () => {
    expect(timeOfDayFromText("She talks about last night's party.")).toBeNull();
    expect(timeOfDayFromText('Every day he waits here.')).toBeNull();
    expect(timeOfDayFromText('The Morning Star sails in.')).toBeNull();
    expect(timeOfDayFromText('')).toBeNull();
  });
});

describe('sceneConditions', () => {
  it("keeps the scene's own time and weather", () => {
    expect(sceneConditions({ name: 'EXT. PIER - DAY', description: 'Rain.', timeOfDay: 'night', weather: 'fog' })).toEqual({ timeOfDay: 'night', weather: 'fog' });
  });

  it('reads them from the heading and description when the scene has none', () => {
    expect(sceneConditions({ name: 'EXT. PIER - NIGHT', description: 'Rain lashes the boards.', timeOfDay: null, weather: null })).toEqual({ timeOfDay: 'night', weather: 'rain' });
  });

  it("reads the time from the description when the heading names none, the heading's winning", () => {
    expect(sceneConditions({ name: 'Setting Sail', description: 'The crew leaves the harbor at dawn.', timeOfDay: null })).toEqual({ timeOfDay: 'dawn', weather: 'clear' });
    expect(sceneConditions({ name: 'EXT. PIER - DAY', description: 'They talk until sunset.' }).timeOfDay).toBe('day');
  });

  it('is day and clear when nothing says otherwise', () => {
    expect(sceneConditions({ name: 'The big talk' })).toEqual({ timeOfDay: 'day', weather: 'clear' });
    expect(sceneConditions({ name: 'EXT. PIER - LATER' })).toEqual({ timeOfDay: 'day', weather: 'clear' });
  });
});
