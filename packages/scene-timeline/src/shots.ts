import type { CameraPose, CharacterMark, ShotKind, Vector3 } from '@studio/contracts/timeline';
import { groundDirection, lerpVector, roundVector } from './vector';

/** A line no longer than this (seconds) gets a close shot when its speaker is alone in the frame. */
export const CLOSE_SHOT_MAX_SECONDS = 2.5;
/** Words that address the whole group: with three or more on stage such a line gets the wide shot. */
const GROUP_ADDRESS = /\b(everyone|everybody|all of you|you all|y'all|guys|folks|crew|team|mates|lads|listen up)\b/i;
/** In a back-and-forth, every fourth line returns to the two-shot; the others are over the shoulder. */
const TWO_SHOT_EVERY = 4;

const ASPECT = 16 / 9;
const HEAD_HEIGHT = 1.5;
const CHEST_HEIGHT = 1.3;

export interface ShotLine {
  characterId: number;
  text: string;
  durationSeconds: number;
}

export interface ShotChoice {
  kind: ShotKind;
  /** The speaker first, then the partner or the rest of the group. */
  subjectIds: number[];
}

/**
 * One shot per line, first rule that matches:
 * 1. wide: three or more characters are on stage and the line addresses the group, i.e. its text
 *    says so (GROUP_ADDRESS) or the lines before and after it are spoken by two different other
 *    characters (the talk goes round the room).
 * 2. two-shot / over-the-shoulder: the speaker talks with a partner, the speaker of the line
 *    before (or else after) when that is someone else. The lines of one such exchange between the
 *    same two characters are counted from 0: lines 0, 4, 8… are two-shots, the others look over
 *    the partner's shoulder at the speaker.
 * 3. close / medium: the speaker is alone (no one else speaks just before or after): close for a
 *    line of at most CLOSE_SHOT_MAX_SECONDS, medium for a longer one; when that would repeat the
 *    previous shot's framing of the same speaker, the other one, so consecutive shots never match.
 */
export function chooseShots(lines: ShotLine[], cast: number[]): ShotChoice[] {
  const choices: ShotChoice[] = [];
  let exchange: { pair: string; count: number } | null = null;
  lines.forEach((line, index) => {
    const speaker = line.characterId;
    const others = [lines[index - 1]?.characterId, lines[index + 1]?.characterId].filter(
      (id): id is number => id !== undefined && id !== speaker,
    );
    const previous = choices[index - 1];
    const passesAround = others.length === 2 && others[0] !== others[1];
    if (cast.length >= 3 && (passesAround || GROUP_ADDRESS.test(line.text))) {
      exchange = null;
      choices.push({ kind: 'wide', subjectIds: [speaker, ...cast.filter((id) => id !== speaker)] });
    } else if (others.length > 0) {
      const partner = others[0];
      const pair = [speaker, partner].sort((a, b) => a - b).join('+');
      exchange = exchange?.pair === pair ? { pair, count: exchange.count + 1 } : { pair, count: 0 };
      choices.push({ kind: exchange.count % TWO_SHOT_EVERY === 0 ? 'two-shot' : 'over-the-shoulder', subjectIds: [speaker, partner] });
    } else {
      exchange = null;
      let kind: ShotKind = line.durationSeconds <= CLOSE_SHOT_MAX_SECONDS ? 'close' : 'medium';
      if (previous?.kind === kind && previous.subjectIds.length === 1 && previous.subjectIds[0] === speaker) {
        kind = kind === 'close' ? 'medium' : 'close';
      }
      choices.push({ kind, subjectIds: [speaker] });
    }
  });
  return choices;
}

export interface FramedShot {
  camera: CameraPose;
  endCamera: CameraPose;
}

/** Camera poses for a shot from the marks of the characters it frames (`marks` holds the whole cast). */
export function frameShot(kind: ShotKind, subjectIds: number[], marks: CharacterMark[], floorY: number): FramedShot {
  const markOf = (id: number) => {
    const mark = marks.find((candidate) => candidate.characterId === id);
    if (!mark) throw new Error(`Character ${id} has no mark on stage.`);
    return mark;
  };
  switch (kind) {
    case 'establishing':
      return establishing(marks, floorY);
    case 'wide':
      return still(groupShot(marks, floorY, 45, 4.5));
    case 'medium':
      return pushIn(single(markOf(subjectIds[0]), floorY, 2.4, 32), 0.08);
    case 'close':
      return pushIn(single(markOf(subjectIds[0]), floorY, 1.3, 28), 0.06);
    case 'two-shot':
      return still(twoShot(markOf(subjectIds[0]), markOf(subjectIds[1]), floorY));
    case 'over-the-shoulder':
      return pushIn(overTheShoulder(markOf(subjectIds[0]), markOf(subjectIds[1]), floorY), 0.04);
  }
}

function pose(position: Vector3, target: Vector3, fov: number): CameraPose {
  return { position: roundVector(position), target: roundVector(target), fov };
}

const still = (camera: CameraPose): FramedShot => ({ camera, endCamera: camera });

/** A slow dolly: by the end of the shot the camera has covered `fraction` of the way to its target. */
function pushIn(camera: CameraPose, fraction: number): FramedShot {
  return { camera, endCamera: pose(lerpVector(camera.position, camera.target, fraction), camera.target, camera.fov) };
}

/** Distance at which a width fits a horizontal field of view derived from the vertical `fov`. */
function distanceToFit(width: number, fov: number): number {
  const halfHorizontal = Math.atan(Math.tan(((fov / 2) * Math.PI) / 180) * ASPECT);
  return width / 2 / Math.tan(halfHorizontal);
}

interface GroupExtent {
  centreX: number;
  centreZ: number;
  frontZ: number;
  width: number;
}

function groupExtent(marks: CharacterMark[]): GroupExtent {
  if (marks.length === 0) return { centreX: 0, centreZ: 0, frontZ: 0, width: 0 };
  const xs = marks.map((mark) => mark.position[0]);
  const zs = marks.map((mark) => mark.position[2]);
  return {
    centreX: (Math.min(...xs) + Math.max(...xs)) / 2,
    centreZ: zs.reduce((sum, z) => sum + z, 0) / zs.length,
    frontZ: Math.max(...zs),
    width: Math.max(...xs) - Math.min(...xs),
  };
}

/** Everyone in frame from the camera's main axis, with a shoulder's margin on each side. */
function groupShot(marks: CharacterMark[], floorY: number, fov: number, minDistance: number): CameraPose {
  const group = groupExtent(marks);
  const distance = Math.max(minDistance, distanceToFit(group.width + 1.6, fov));
  return pose([group.centreX, floorY + 1.8, group.frontZ + distance], [group.centreX, floorY + 1.1, group.centreZ], fov);
}

/** High and wide on the set, a little off-axis, pushing in slowly towards the actors. */
function establishing(marks: CharacterMark[], floorY: number): FramedShot {
  const group = groupExtent(marks);
  const distance = Math.max(9, 1.6 * distanceToFit(group.width + 1.6, 50));
  const camera = pose(
    [group.centreX + distance * 0.25, floorY + 3.2, group.frontZ + distance],
    [group.centreX, floorY + 1, group.centreZ],
    50,
  );
  return pushIn(camera, 0.12);
}

/** The speaker from in front, between where they face and the camera's main axis. */
function single(mark: CharacterMark, floorY: number, distance: number, fov: number): CameraPose {
  const faceX = Math.sin(mark.facing) * 0.7;
  const faceZ = Math.cos(mark.facing) * 0.7 + 0.3;
  const length = Math.hypot(faceX, faceZ);
  const [x, , z] = mark.position;
  const eye = floorY + (distance < 2 ? HEAD_HEIGHT + 0.05 : HEAD_HEIGHT);
  const aim = floorY + (distance < 2 ? HEAD_HEIGHT : CHEST_HEIGHT + 0.05);
  return pose([x + (faceX / length) * distance, eye, z + (faceZ / length) * distance], [x, aim, z], fov);
}

/** Of the two ground normals to the direction (dx, dz), the one that points towards the camera (+z). */
const towardsCamera = (dx: number, dz: number): [number, number] => (dx >= 0 ? [-dz, dx] : [dz, -dx]);

/** Both characters side by side, seen square-on from the camera's side of the line between them. */
function twoShot(speaker: CharacterMark, partner: CharacterMark, floorY: number): CameraPose {
  const [dx, dz] = groundDirection(speaker.position, partner.position, [1, 0]);
  const [nx, nz] = towardsCamera(dx, dz);
  const separation = Math.hypot(partner.position[0] - speaker.position[0], partner.position[2] - speaker.position[2]);
  const distance = Math.max(2.6, distanceToFit(separation + 1.4, 40));
  const midX = (speaker.position[0] + partner.position[0]) / 2;
  const midZ = (speaker.position[2] + partner.position[2]) / 2;
  return pose([midX + nx * distance, floorY + 1.45, midZ + nz * distance], [midX, floorY + CHEST_HEIGHT, midZ], 40);
}

/** Behind the partner, off their shoulder on the camera's side, looking at the speaker's face. */
function overTheShoulder(speaker: CharacterMark, partner: CharacterMark, floorY: number): CameraPose {
  const [ux, uz] = groundDirection(speaker.position, partner.position, [0, 1]);
  const [sx, sz] = towardsCamera(ux, uz);
  const [px, , pz] = partner.position;
  return pose(
    [px + ux * 0.8 + sx * 0.45, floorY + 1.6, pz + uz * 0.8 + sz * 0.45],
    [speaker.position[0], floorY + HEAD_HEIGHT - 0.05, speaker.position[2]],
    34,
  );
}
