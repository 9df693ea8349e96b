import {
  type DuckingWindow,
  type MusicBed,
  type ParsedTimelineInput,
  type SceneTimeline,
  type SubtitleCue,
  type TalkingInterval,
  type TimelineInput,
  type TimelineShot,
  type VoiceClip,
  timelineInputSchema,
} from '@studio/contracts/timeline';
import { blockCharacters, stageFor } from './blocking';
import type { FramedShot } from './camera-space';
import { firstFrameAtOrAfter } from './frames';
import { frameShot } from './framing';
import { mouthCuesOf } from './mouth-shapes';
import { planPerformances } from './performance/performances';
import { sceneConditions } from './scene-conditions';
import { chooseShots, type ShotChoice } from './shots';

/** The opening wide shot on the set before the first line. */
export const ESTABLISHING_SECONDS = 3;
/** Silence between one line's end and the next line's start; each line sits in the middle of its share. */
export const LINE_PAUSE_SECONDS = 0.5;
/** Subtitles stay up this long after the voice ends (under half a pause, so cues neither overlap nor outlast the scene). */
export const SUBTITLE_HOLD_SECONDS = 0.2;
/** The music bed's gain when no one speaks, and the fraction of it left under a voice. */
export const MUSIC_BED_GAIN = 0.8;
export const DUCK_GAIN = 0.25;
export const DUCK_ATTACK_SECONDS = 0.15;
export const DUCK_RELEASE_SECONDS = 0.25;
export const MUSIC_FADE_IN_SECONDS = 0.5;
export const MUSIC_FADE_OUT_SECONDS = 1.5;

// Layout runs in whole milliseconds so sums are exact: durations add up to the total to the
// millisecond, and the same input gives the same numbers in Node and in a browser.
const toMs = (seconds: number) => Math.round(seconds * 1000);
const toSeconds = (ms: number) => ms / 1000;

/**
 * The timeline of a scene: an establishing shot, then every voice line in order, each in its own
 * shot with half a pause before and after it. A scene without lines is just the establishing shot.
 * Throws a ZodError when the input does not match timelineInputSchema.
 */
export function buildSceneTimeline(input: TimelineInput): SceneTimeline {
  const scene = timelineInputSchema.parse(input);
  const { fps } = scene;
  const stage = stageFor(scene.set);
  const blocking = blockCharacters(scene.characters, stage);
  const nameOf = new Map(scene.characters.map((character) => [character.id, character.name]));

  const pauseMs = toMs(LINE_PAUSE_SECONDS);
  const slots: { cutMs: number; startMs: number; endMs: number }[] = [];
  let cursorMs = toMs(ESTABLISHING_SECONDS);
  for (const line of scene.lines) {
    const startMs = cursorMs + pauseMs / 2;
    // A clip shorter than a millisecond still gets one.
    const endMs = startMs + Math.max(1, toMs(line.durationSeconds));
    slots.push({ cutMs: cursorMs, startMs, endMs });
    cursorMs = endMs + pauseMs / 2;
  }
  const totalMs = cursorMs;
  const durationSeconds = toSeconds(totalMs);
  const frameCount = Math.round(durationSeconds * fps);
  const frameOf = (seconds: number) => Math.min(frameCount, firstFrameAtOrAfter(seconds, fps));

  const choices: ShotChoice[] = [
    { kind: 'establishing', subjectIds: scene.characters.map((character) => character.id) },
    ...chooseShots(scene.lines, scene.characters.map((character) => character.id)),
  ];
  const cuts = [0, ...slots.map((slot) => slot.cutMs), totalMs];
  // An exchange comes back to the same framings again and again: each is worked out once.
  const framings = new Map<string, FramedShot>();
  const framingOf = ({ kind, subjectIds, partnerId }: ShotChoice) => {
    const key = `${kind}:${subjectIds.join(',')}:${partnerId ?? ''}`;
    if (!framings.has(key)) framings.set(key, frameShot(kind, subjectIds, blocking, stage, partnerId));
    return framings.get(key)!;
  };
  const shots: TimelineShot[] = choices.map((choice, index) => {
    const start = toSeconds(cuts[index]);
    const end = toSeconds(cuts[index + 1]);
    return {
      index,
      kind: choice.kind,
      start,
      end,
      startFrame: frameOf(start),
      endFrame: index === choices.length - 1 ? frameCount : frameOf(end),
      lineId: index === 0 ? null : scene.lines[index - 1].id,
      subjectIds: choice.subjectIds,
      ...framingOf(choice),
    };
  });

  const talking: TalkingInterval[] = scene.lines.map((line, index) => ({
    start: toSeconds(slots[index].startMs),
    end: toSeconds(slots[index].endMs),
    characterId: line.characterId,
    lineId: line.id,
  }));
  const voices: VoiceClip[] = scene.lines.map((line, index) => ({
    lineId: line.id,
    characterId: line.characterId,
    url: line.audioUrl,
    start: toSeconds(slots[index].startMs),
    end: toSeconds(slots[index].endMs),
    mouth: mouthCuesOf(line.phonemes ?? [], line.durationSeconds),
  }));
  const subtitles: SubtitleCue[] = scene.lines.map((line, index) => ({
    start: toSeconds(slots[index].startMs),
    end: toSeconds(slots[index].endMs + toMs(SUBTITLE_HOLD_SECONDS)),
    speaker: nameOf.get(line.characterId) ?? '',
    characterId: line.characterId,
    lineId: line.id,
    text: line.text,
  }));

  return {
    sceneId: scene.scene.id,
    sceneName: scene.scene.name,
    fps,
    durationSeconds,
    frameCount,
    set: { ...scene.set, floorY: stage.floorY },
    blocking,
    ...sceneConditions(scene.scene),
    shots,
    talking,
    audio: {
      voices,
      music: scene.music && musicBed(scene.music, durationSeconds),
      ducking: voices.map(duckingWindow),
    },
    subtitles,
    performances: planPerformances(scene.lines, talking, blocking, durationSeconds),
  };
}

function musicBed(music: NonNullable<ParsedTimelineInput['music']>, durationSeconds: number): MusicBed {
  return {
    trackId: music.id,
    name: music.name,
    url: music.audioUrl,
    start: 0,
    end: durationSeconds,
    sourceDurationSeconds: music.durationSeconds,
    fit: music.durationSeconds !== null && music.durationSeconds >= durationSeconds ? 'trim' : 'loop',
    gain: MUSIC_BED_GAIN,
    fadeInSeconds: Math.min(MUSIC_FADE_IN_SECONDS, durationSeconds / 4),
    fadeOutSeconds: Math.min(MUSIC_FADE_OUT_SECONDS, durationSeconds / 4),
  };
}

/**
 * One window per voice, ramps included. DUCK_ATTACK_SECONDS + DUCK_RELEASE_SECONDS is less than
 * LINE_PAUSE_SECONDS, so a window ends before the next one starts.
 */
function duckingWindow(voice: VoiceClip): DuckingWindow {
  return {
    start: toSeconds(toMs(voice.start) - toMs(DUCK_ATTACK_SECONDS)),
    end: toSeconds(toMs(voice.end) + toMs(DUCK_RELEASE_SECONDS)),
    attackSeconds: DUCK_ATTACK_SECONDS,
    releaseSeconds: DUCK_RELEASE_SECONDS,
    gain: DUCK_GAIN,
    lineId: voice.lineId,
  };
}
