import type { TimeOfDay, Weather } from '@studio/contracts/scenes';

/**
 * A scene's time of day from its heading and its weather from its action: pure functions over
 * the screenplay's words, used when a screenplay is turned into scenes and when a scene that has
 * none of its own is played.
 */

/** Any of `alternatives` as whole words, in any case and script (\b knows only ASCII letters). */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** Words of a heading's time part, the first matching rule winning ('LATE AFTERNOON' before 'NOON'). */
const TIME_WORDS: ReadonlyArray<{ pattern: RegExp; timeOfDay: TimeOfDay }> = [
  { pattern: words('dawn|daybreak|sunrise|first light|рассвет'), timeOfDay: 'dawn' },
  { pattern: words('dusk|sunset|sundown|twilight|magic hour|golden hour|закат|сумерки'), timeOfDay: 'dusk' },
  { pattern: words('afternoon'), timeOfDay: 'afternoon' },
  { pattern: words('morning|утро'), timeOfDay: 'morning' },
  { pattern: words('evening|вечер'), timeOfDay: 'evening' },
  { pattern: words('night|midnight|nighttime|ночь'), timeOfDay: 'night' },
  { pattern: words('day|daytime|noon|midday|день'), timeOfDay: 'day' },
];

/** A heading time that says "as the scene before": CONTINUOUS, CONTINUED, LATER, MOMENTS LATER, SAME (TIME). */
const CONTINUING = words("continuous|continued|cont(?:'|’)?d|later|same|same time|meanwhile|moments later|продолжение|позже");

/**
 * The time part of a heading: after its last dash ('EXT. PIER - NIGHT' -> 'NIGHT'), or the whole
 * text when it has none (a bare 'NIGHT', or 'EXT PIER NIGHT').
 */
function timePart(heading: string): string {
  const parts = heading.split(/\s+[-–—]+\s*|\s*[-–—]+\s+/);
  return parts[parts.length - 1] ?? '';
}

/**
 * The time of day a heading (or its time part alone) names: 'continuing' for CONTINUOUS, LATER,
 * MOMENTS LATER and SAME, null when it names none.
 */
export function timeOfDayFromHeading(heading: string): TimeOfDay | 'continuing' | null {
  const part = timePart(heading);
  for (const { pattern, timeOfDay } of TIME_WORDS) if (pattern.test(part)) return timeOfDay;
  return CONTINUING.test(part) ? 'continuing' : null;
}

/**
 * The time of day of each scene of a screenplay, in order: what its heading names, the scene
 * before's where it continues it (CONTINUOUS, LATER...), null where nothing says.
 */
export function timesOfDayOfScenes(headings: readonly string[]): Array<TimeOfDay | null> {
  const times: Array<TimeOfDay | null> = [];
  for (const heading of headings) {
    const named = timeOfDayFromHeading(heading);
    times.push(named === 'continuing' ? (times[times.length - 1] ?? null) : named);
  }
  return times;
}

/**
 * Times of day a description or action line tells in passing ("The crew leaves at dawn.", "Late
 * that night"): words that only name a time, and morning to night only after a word that makes
 * them the scene's time, so "last night's party" and "every day" say nothing.
 */
const TOLD_TIMES: ReadonlyArray<{ pattern: RegExp; timeOfDay: TimeOfDay }> = [
  { pattern: words('dawn|daybreak|sunrise|first light|crack of dawn|рассвет\\p{L}*'), timeOfDay: 'dawn' },
  { pattern: words('dusk|sunset|sundown|twilight|закат\\p{L}*|сумерк\\p{L}*'), timeOfDay: 'dusk' },
  { pattern: words('(?:this|that|one|in the|late|early|all) afternoon'), timeOfDay: 'afternoon' },
  { pattern: words('(?:this|that|one|in the|early|all|next|following) morning|утром'), timeOfDay: 'morning' },
  { pattern: words('(?:this|that|one|in the|late|all) evening|вечером'), timeOfDay: 'evening' },
  { pattern: words('(?:at|this|that|one|late|all|by) night|tonight|midnight|moonlight|moonlit|starlight|ночью'), timeOfDay: 'night' },
];

/** The time of day a scene's description tells, or null. */
export function timeOfDayFromText(text: string): TimeOfDay | null {
  return TOLD_TIMES.find(({ pattern }) => pattern.test(text))?.timeOfDay ?? null;
}

/** Weather words of action lines, the strongest weather first (a storm brings rain and wind too). */
const WEATHER_WORDS: ReadonlyArray<{ pattern: RegExp; weather: Weather }> = [
  // 'storm' the noun, not 'she storms out'.
  {
    pattern: words('thunder\\p{L}*|lightning|hurricane|tempest|gale|storm(?:s|y)?(?!\\s+(?:off|out|in|into|away|past|through|over|up|down|across|back)(?![\\p{L}]))|гроза|буря|шторм'),
    weather: 'storm',
  },
  { pattern: words('snow\\p{L}*|blizzard|sleet|flurry|flurries|снег\\p{L}*|метель'), weather: 'snow' },
  { pattern: words('rain|rains|raining|rainy|rainfall|rainwater|raindrops?|drizzl\\p{L}*|downpour|дожд\\p{L}*|ливень'), weather: 'rain' },
  { pattern: words('fog|foggy|fogbound|mist|misty|haze|hazy|smog|туман\\p{L}*'), weather: 'fog' },
  // 'wind' the weather, not 'she winds the clock'.
  {
    pattern: words(
      'windy|windswept|gusts?|gusty|blustery|(?:the|a|cold|strong|biting|howling|icy|bitter|fierce|high) wind|wind (?:howls|blows|whips|picks up|rises|gusts|tugs|whistles|roars)|ветер|ветрено',
    ),
    weather: 'wind',
  },
];

/** The weather a scene's action lines (or description) describe; null when they name none. */
export function weatherFromText(text: string): Weather | null {
  for (const { pattern, weather } of WEATHER_WORDS) if (pattern.test(text)) return weather;
  return null;
}

/** A scene's time of day and weather as it is played: its own, else read from its heading, else from its description, else day and clear. */
export function sceneConditions(scene: {
  name: string;
  description?: string | null;
  timeOfDay?: TimeOfDay | null;
  weather?: Weather | null;
}): { timeOfDay: TimeOfDay; weather: Weather } {
  const named = timeOfDayFromHeading(scene.name);
  return {
    timeOfDay: scene.timeOfDay ?? (named === 'continuing' ? null : named) ?? timeOfDayFromText(scene.description ?? '') ?? 'day',
    weather: scene.weather ?? weatherFromText(`${scene.name} ${scene.description ?? ''}`) ?? 'clear',
  };
}
