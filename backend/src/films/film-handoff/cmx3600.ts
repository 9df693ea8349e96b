import type { EditList, EditShot } from './edit-list';
import { fromShotName, sceneReel, shotName } from './edit-list';

/** HH:MM:SS:FF at a whole frame rate, non-drop. */
export function timecode(frames: number, fps: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const seconds = Math.floor(frames / fps);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frames % fps)}`;
}

function framesOfTimecode(value: string, fps: number): number {
  const [hours, minutes, seconds, frames] = value.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * fps + frames;
}

/** Comment text on one line (an EDL line ends a comment). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * The film as a CMX3600 EDL: a cut (video and both audio channels, the scene video's own mix: an
 * EDL has one video track and no room for the stems) per shot, source and record timecodes from
 * 00:00:00:00, the reel named as the scene's video file (sceneReel) and the clip and its file named
 * in the comments Resolve, Premiere and Avid read (FROM CLIP NAME, SOURCE FILE).
 */
export function writeCmx3600(list: EditList): string {
  const { fps } = list;
  const reels = new Map(list.sources.map((source, index) => [source.path, sceneReel(index)]));
  const events = list.shots.flatMap((shot, index) => [
    // The fixed columns: event, two spaces, an eight-character reel, the channels, the transition.
    `${String(index + 1).padStart(3, '0')}  ${reels.get(shot.source)!.padEnd(8)} AA/V  C        ${[shot.sourceIn, shot.sourceOut, shot.recordIn, shot.recordOut].map((frames) => timecode(frames, fps)).join(' ')}`,
    `* FROM CLIP NAME: ${oneLine(shotName(shot))}`,
    `* SOURCE FILE: ${oneLine(shot.source)}`,
    '',
  ]);
  return [`TITLE: ${oneLine(list.title).slice(0, 70)}`, 'FCM: NON-DROP FRAME', '', ...events].join('\n');
}

const EVENT = /^(\d{3,})\s+(\S+)\s+(\S+)\s+C\s+(\d{2}:\d{2}:\d{2}:\d{2})\s+(\d{2}:\d{2}:\d{2}:\d{2})\s+(\d{2}:\d{2}:\d{2}:\d{2})\s+(\d{2}:\d{2}:\d{2}:\d{2})\s*$/;

/** The cuts of a CMX3600 EDL written by writeCmx3600, at `fps`, back as an edit list's shots. */
export function parseCmx3600(edl: string, fps: number): { title: string; shots: EditShot[] } {
  const lines = edl.replace(/\r\n?/g, '\n').split('\n');
  const shots: EditShot[] = [];
  for (const line of lines) {
    const event = EVENT.exec(line);
    const shot = shots.at(-1);
    if (event) {
      const [sourceIn, sourceOut, recordIn, recordOut] = event.slice(4).map((value) => framesOfTimecode(value, fps));
      shots.push({ source: event[2], sceneName: '', kind: '', sourceIn, sourceOut, recordIn, recordOut });
    } else if (shot && line.startsWith('* FROM CLIP NAME: ')) {
      Object.assign(shot, fromShotName(line.slice('* FROM CLIP NAME: '.length)));
    } else if (shot && line.startsWith('* SOURCE FILE: ')) {
      shot.source = line.slice('* SOURCE FILE: '.length);
    }
  }
  return { title: lines[0]?.replace(/^TITLE:\s*/, '') ?? '', shots };
}
