import {
  type DuckingWindow,
  type MusicBed,
  type ParsedTimelineInput,
  type SceneTimeline,
  type SubtitleCue,
  type TalkingInterval,
  type TimelineInput,
  type TimelineShot,
  type Vector3,
  type VoiceClip,
  timelineInputSchema,
} from '@studio/contracts/timeline';
import { blockCharacters, stageFor } from './blocking';
import type { FramedShot } from './camera-space';
import { firstFrameAtOrAfter } from './frames';
import { editScene, PACE_EDITING } from './editing';
import { frameShot } from './framing';
import { frameGroup } from './group-framing';
import { insertPoint } from './insert-framing';
import { mouthCuesOf } from './mouth-shapes';
import { performanceFor } from './performance/inference';
import { planMovements } from './performance/movements';
import { stagedMark } from './performance/performance-at';
import { addressees } from './performance/addressee';
import { planPerformances } from './performance/performances';
import { sceneConditions } from './scene-conditions';
import { seatsFor } from './seats';
import type { ShotChoice } from './shots';

/** The opening wide shot on the set before the first line. */
export const ESTABLISHING_SECONDS = 3;
/**
 * Silence between one line's end and the next line's start at a normal pace, unless the line says
 * its own (pauseBefore); the scene's pace scales it (PACE_EDITING). Half of it comes after the
 * establishing shot before the first line, and after the last line before the scene ends.
 */
export const LINE_PAUSE_SECONDS = 0.5;
/** Subtitles stay up this long after the voice ends, never past the next line's start nor the scene's end. */
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
 * The timeline of a scene: an establishing shot, then every voice line in order with its pause
 * before it, cut as editScene decides (a shot may hold several lines, a line may cut to a
 * listener's reaction). A scene without lines is just the establishing shot.
 * Throws a ZodError when the input does not match timelineInputSchema.
 */
export function buildSceneTimeline(input: TimelineInput): SceneTimeline {
  const scene = timelineInputSchema.parse(input);
  const { fps } = scene;
  const stage = stageFor(scene.set);
  const blocking = blockCharacters(scene.characters, stage);
  const nameOf = new Map(scene.characters.map((character) => [character.id, character.name]));

  const pace = scene.scene.pace ?? 'normal';
  // Even millisecond pauses, so half of one is still whole.
  const pauseMs = 2 * Math.round(toMs(LINE_PAUSE_SECONDS * PACE_EDITING[pace].pauseScale) / 2);
  const openingEndMs = toMs(ESTABLISHING_SECONDS);
  const slots: { startMs: number; endMs: number }[] = [];
  let cursorMs = openingEndMs;
  scene.lines.forEach((line, index) => {
    const startMs = cursorMs + (line.pauseBefore ?? (index === 0 ? pauseMs / 2 : pauseMs));
    // A clip shorter than a millisecond still gets one.
    const endMs = startMs + Math.max(1, toMs(line.durationSeconds));
    slots.push({ startMs, endMs });
    cursorMs = endMs;
  });

  const talking: TalkingInterval[] = scene.lines.map((line, index) => ({
    start: toSeconds(slots[index].startMs),
    end: toSeconds(slots[index].endMs),
    characterId: line.characterId,
    lineId: line.id,
  }));
  const set = { ...scene.set, floorY: stage.floorY, seats: seatsFor(scene.set) };
  const addressed = addressees(scene.lines, scene.characters);
  const movements = planMovements(scene.lines, talking, blocking, set.seats, stage.floorY, (index) => addressed[index]);
  // The scene runs on until the last move has ended.
  const lastMoveMs = Math.max(0, ...movements.map((movement) => Math.ceil(movement.end * 1000)));
  const totalMs = scene.lines.length === 0 ? openingEndMs : Math.max(cursorMs, lastMoveMs) + pauseMs / 2;
  const durationSeconds = toSeconds(totalMs);
  const frameCount = Math.round(durationSeconds * fps);
  const frameOf = (seconds: number) => Math.min(frameCount, firstFrameAtOrAfter(seconds, fps));
  const staged = { blocking, movements, set };
  const marksAt = (ms: number) => blocking.map((mark) => stagedMark(staged, mark.characterId, toSeconds(ms))!);
  const moversDuring = (window: { startMs: number; endMs: number }) =>
    new Set(movements.filter((move) => move.kind !== 'turn' && toMs(move.start) < window.endMs && toMs(move.end) > window.startMs).map((move) => move.characterId));

  /**
   * A shot is framed on the cast where they are as it starts; one whose subject walks, sits or
   * stands up during it is a wide on where the subjects start and where they end, so the mover
   * stays in frame all the way. An exchange comes back to the same framings again and again:
   * each is worked out once.
   */
  const framings = new Map<string, FramedShot>();
  const framingOf = (choice: ShotChoice, window: { startMs: number; endMs: number }, awayFrom?: Vector3) => {
    const marks = movements.length === 0 ? blocking : marksAt(window.startMs);
    const movers = moversDuring(window);
    const subjectIds = choice.kind === 'establishing' ? blocking.map((mark) => mark.characterId) : choice.subjectIds;
    if (subjectIds.some((id) => movers.has(id))) {
      const ends = marksAt(window.endMs).filter((mark) => movers.has(mark.characterId));
      const subjects = [...marks.filter((mark) => subjectIds.includes(mark.characterId)), ...ends];
      return frameGroup('wide', subjects, [...marks, ...ends], stage, awayFrom);
    }
    if (awayFrom) return frameShot(choice, marks, stage, awayFrom);
    const where = marks.map((mark) => mark.position.join(',')).join(';');
    const key = `${choice.kind}:${choice.subjectIds.join(',')}:${choice.partnerId ?? ''}:${choice.point?.join(',') ?? ''}:${where}`;
    if (!framings.has(key)) framings.set(key, frameShot(choice, marks, stage));
    return framings.get(key)!;
  };
  const edited = editScene({
    lines: scene.lines.map((line, index) => {
      const { emotion, intensity } = performanceFor(line);
      // A line that moves its speaker about is seen wide, unless its director chose the shot.
      const moving = line.action === 'walk-to' || line.action === 'sit-down' || line.action === 'stand-up';
      return { ...line, ...slots[index], emotion, intensity, camera: line.camera ?? (moving ? { kind: 'wide' as const } : null) };
    }),
    cast: scene.characters.map((character) => character.id),
    addressees: addressed,
    marks: blocking,
    pace,
    fps,
    openingEndMs,
    totalMs,
    insertPoint: (index) => {
      const line = scene.lines[index];
      return insertPoint(Array.isArray(line.actionTarget) ? line.actionTarget : null, line.camera?.subjectId ?? line.characterId, blocking, stage);
    },
    frame: framingOf,
  });
  const shots: TimelineShot[] = edited.map((shot, index) => {
    const start = toSeconds(shot.startMs);
    const end = toSeconds(shot.endMs);
    const lineIds = shot.lines.map((line) => scene.lines[line].id);
    return {
      index,
      kind: shot.choice.kind,
      start,
      end,
      startFrame: frameOf(start),
      endFrame: index === edited.length - 1 ? frameCount : frameOf(end),
      lineId: lineIds[0] ?? null,
      lineIds,
      subjectIds: shot.choice.subjectIds,
      ...shot.framed,
    };
  });

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
    end: toSeconds(Math.min(slots[index].endMs + toMs(SUBTITLE_HOLD_SECONDS), slots[index + 1]?.startMs ?? totalMs)),
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
    set,
    blocking,
    ...sceneConditions(scene.scene),
    shots,
    talking,
    audio: {
      voices,
      music: scene.music && musicBed(scene.music, durationSeconds),
      ducking: voices.map((voice, index) => duckingWindow(voice, voices[index - 1], voices[index + 1], totalMs)),
    },
    subtitles,
    performances: planPerformances(scene.lines, talking, blocking, durationSeconds, addressed),
    movements,
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
 * One window per voice, ramps included. Where the silence between two voices is shorter than a
 * release and an attack (a short pauseBefore, a brisk pace), both ramps share it in their
 * proportion, so a window ends where the next one starts and windows never overlap; the last
 * one ends with the scene at the latest.
 */
function duckingWindow(voice: VoiceClip, before: VoiceClip | undefined, after: VoiceClip | undefined, totalMs: number): DuckingWindow {
  const [attackMs, releaseMs] = [toMs(DUCK_ATTACK_SECONDS), toMs(DUCK_RELEASE_SECONDS)];
  const share = (gapMs: number, ms: number) => (gapMs >= attackMs + releaseMs ? ms : Math.floor((gapMs * ms) / (attackMs + releaseMs)));
  const attack = before ? share(toMs(voice.start) - toMs(before.end), attackMs) : attackMs;
  const release = after ? share(toMs(after.start) - toMs(voice.end), releaseMs) : Math.min(releaseMs, totalMs - toMs(voice.end));
  return {
    start: toSeconds(toMs(voice.start) - attack),
    end: toSeconds(toMs(voice.end) + release),
    attackSeconds: toSeconds(attack),
    releaseSeconds: toSeconds(release),
    gain: DUCK_GAIN,
    lineId: voice.lineId,
  };
}
