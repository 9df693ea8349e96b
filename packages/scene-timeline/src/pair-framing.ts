import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { crownPoint, EYE_DROP, eyePoint, HEAD_HEIGHT, headBox } from './body';
import type { Stage } from './blocking';
import { FRAME_ASPECT, fovFor, projectPoint, projector } from './camera-projection';
import { cameraSpotIsFree, firstFitting, type FramedShot, lineOfAction, pushedIn, pushIn, roundPose, still } from './camera-space';
import { aimWithHeadroom, coverageOf, headIsClear, headIsWhole, headShownShare, noHeadCut, noOneInFront } from './frame-checks';
import { eyeLineFor, LEFT_THIRD, RIGHT_THIRD } from './single-framing';
import { groundDirection } from './vector';

/** Two-shot: the pair's heads this far apart across the frame, each near a third line, facing each other across the open middle. */
const TWO_SHOT_SPREAD = 0.42;
const TWO_SHOT = { headroom: 0.12, fov: 40, minFrameHeight: HEAD_HEIGHT / 0.3 };
/** Turns of the two-shot camera round the pair's middle (degrees), tried in order when someone blocks the view. */
const TWO_SHOT_TURNS = [0, 12, -12, 24, -24, 36, -36];

/** Both characters side by side, seen from the audience's side of their line of action; no one else's head cut by the frame's edge where that can be. */
export function frameTwoShot(speaker: CharacterMark, partner: CharacterMark, marks: CharacterMark[], stage: Stage): FramedShot {
  const { normal } = lineOfAction(speaker, partner);
  const middle: Vector3 = [(speaker.position[0] + partner.position[0]) / 2, 0, (speaker.position[2] + partner.position[2]) / 2];
  const separation = Math.hypot(speaker.position[0] - partner.position[0], speaker.position[2] - partner.position[2]);
  const frameHeight = Math.max(TWO_SHOT.minFrameHeight, separation / TWO_SHOT_SPREAD / FRAME_ASPECT);
  const distance = frameHeight / (2 * Math.tan((TWO_SHOT.fov * Math.PI) / 360));
  const eyeHeight = (eyePoint(speaker)[1] + eyePoint(partner)[1]) / 2;
  const crown = Math.max(crownPoint(speaker)[1], crownPoint(partner)[1]);
  const poseAt = (scale: number, degrees: number) => {
    const turn = (degrees * Math.PI) / 180;
    const [nx, nz] = [normal[0] * Math.cos(turn) - normal[1] * Math.sin(turn), normal[0] * Math.sin(turn) + normal[1] * Math.cos(turn)];
    const position: Vector3 = [middle[0] + nx * distance * scale, eyeHeight, middle[2] + nz * distance * scale];
    return aimWithHeadroom(position, [middle[0], crown, middle[2]], 0.5, TWO_SHOT.headroom, fovFor(frameHeight, distance * scale), [speaker, partner], TWO_SHOT.headroom);
  };
  const fits = (pose: CameraPose) =>
    cameraSpotIsFree(pose.position, stage, marks) && [speaker, partner].every((mark) => headIsWhole(pose, mark) && headIsClear(pose, mark, marks));
  const bystanders = marks.filter((mark) => mark !== speaker && mark !== partner);
  const clean = (pose: CameraPose) => fits(pose) && noHeadCut(pose, bystanders);
  const composed = (pose: CameraPose) => clean(pose) && noPillarBetween(pose, speaker, partner, stage);
  return still(roundPose(firstFitting([1, 0.85, 0.7], TWO_SHOT_TURNS, poseAt, [composed, clean, fits])));
}

/** A pillar this close across the frame to a head is hidden behind it or reads as behind them, not between. */
const PILLAR_HIDDEN_BY_HEAD = 0.06;

/**
 * Whether no pillar of the set (a ship's mast) stands up in the open middle between the pair's
 * heads: a post splitting a two-shot down the middle divides the pair it is meant to join.
 */
function noPillarBetween(pose: CameraPose, a: CharacterMark, b: CharacterMark, stage: Stage): boolean {
  const project = projector(pose);
  const eyes = [eyePoint(a), eyePoint(b)];
  const [left, right] = eyes.map((eye) => project(eye).x).sort((p, q) => p - q);
  const eyeLevel = (eyes[0][1] + eyes[1][1]) / 2;
  return (stage.pillars ?? []).every((pillar) => {
    const { x, depth } = project([pillar[0], eyeLevel, pillar[2]]);
    return depth <= 0 || x <= left + PILLAR_HIDDEN_BY_HEAD || x >= right - PILLAR_HIDDEN_BY_HEAD;
  });
}

/**
 * Over the shoulder: the speaker's whole face past the listener's shoulder. The camera stands
 * behind the listener, off their shoulder on the audience's side of the line of action, at eye
 * level (the listener's, the speaker's or between them), or when no place there will do above
 * the listener's shoulders or everyone's heads; the speaker is framed from a medium close shot
 * to a close one, on the third away from the listener. A place must keep the camera in free
 * space and the speaker's head whole and uncovered, at the cut and at the end of the push-in,
 * and should see the speaker's face from at most OTS_MAX_FACE_TURN off full face and keep the
 * bystanders out of the foreground and their heads uncut by the frame's edge (waived, the
 * bystanders first, only when no place can). Among those, the one that sees the speaker's face
 * most from the front wins, with the listener covering between
 * OTS.minCoverage and OTS.maxCoverage of the frame (nearest OTS.idealCoverage) and at least
 * OTS.minHeadShown of their head in it (a body box can reach into the frame where a slim
 * model shows nothing), the camera not looking down from above eye level and the listener's
 * head up beside the speaker's rather than low in a corner; when no place gives the listener a
 * share in range, the nearest miss.
 */
export const OTS = { headroom: 0.12, lowestEyeLine: 0.255, push: 0.04, minCoverage: 0.05, maxCoverage: 0.3, idealCoverage: 0.2, minHeadShown: 0.25 };
/**
 * The share of the frame's height the speaker's head takes: a medium close shot first; the
 * listener stands within a metre or so and turned out to the audience, so their shoulder is
 * close and large, and tighter framings push it further out of the frame, while a looser one
 * brings a far listener's shoulder into it.
 */
const OTS_HEAD_SHARES = { first: 0.33, tighter: [0.4, 0.47], looser: [0.28] };
/** The headroom for a head share: OTS.headroom, or more in a loose framing so the eyes stay down near the upper third line. */
const otsHeadroom = (headShare: number) => Math.max(OTS.headroom, OTS.lowestEyeLine - (EYE_DROP / HEAD_HEIGHT) * headShare);
/**
 * How far behind the listener and how far off the line of action the camera may stand (metres):
 * the nearer offsets for a pair that stands close, all of them for one far apart, whose
 * listener's shoulder only comes into a framing of the speaker from further back.
 */
const OTS_OFFSETS = [0.3, 0.5, 0.75, 1, 1.3, 1.7, 2.2, 2.8];
const OTS_MAX_BACK = { metres: 1.7, perMetreApart: 1.2 };
const OTS_MAX_SIDE = { metres: 1.7, perMetreApart: 1.5 };
/** The most the speaker may be turned from the camera (radians): beyond it the face is not seen whole. */
const OTS_MAX_FACE_TURN = (60 * Math.PI) / 180;
/** Above everyone's heads, for a listener hemmed in by the rest of the cast. */
const OTS_OVER_HEADS = 0.25;
/**
 * The score's weights, against the speaker's turn from full face (0…1 for 0…180°): a camera a
 * metre above the higher eye line costs as much as a quarter turn; the listener's head centre
 * below the middle of the frame, the same per half a frame; a listener's share off the ideal,
 * twice its distance, and out of range twenty times more; too little of their head in the frame,
 * twice the shortfall.
 */
const ABOVE_EYES_WEIGHT = 0.25;
const LOW_LISTENER_WEIGHT = 0.5;
const COVERAGE_WEIGHT = 2;
const COVERAGE_MISS_WEIGHT = 20;
const HEAD_MISS_WEIGHT = 2;

interface Place {
  position: Vector3;
  /** Whether it sees the speaker's face at most OTS_MAX_FACE_TURN off full face. */
  frontal: boolean;
  /** What the place alone costs (the speaker's turn, the height): a lower bound of the score of any framing from it. */
  cost: number;
}

interface ScoredPose {
  pose: CameraPose;
  score: number;
  /** Whether the listener's share of the frame is between OTS.minCoverage and OTS.maxCoverage, with OTS.minHeadShown of their head in it. */
  inRange: boolean;
}

export function frameOverTheShoulder(speaker: CharacterMark, listener: CharacterMark, marks: CharacterMark[], stage: Stage): FramedShot {
  const { normal } = lineOfAction(speaker, listener);
  const away = groundDirection(speaker.position, listener.position);
  const apart = Math.hypot(speaker.position[0] - listener.position[0], speaker.position[2] - listener.position[2]);
  const backs = OTS_OFFSETS.filter((offset) => offset <= Math.max(OTS_MAX_BACK.metres, OTS_MAX_BACK.perMetreApart * apart));
  const sides = OTS_OFFSETS.filter((offset) => offset <= Math.max(OTS_MAX_SIDE.metres, OTS_MAX_SIDE.perMetreApart * apart));
  const [speakerEyes, listenerEyes] = [eyePoint(speaker)[1], eyePoint(listener)[1]];
  const eyeLevel = Math.max(speakerEyes, listenerEyes);
  const overShoulders = crownPoint(listener)[1] - HEAD_HEIGHT + 0.15;
  const overHeads = Math.max(...marks.map((mark) => crownPoint(mark)[1])) + OTS_OVER_HEADS;
  const positionsAt = (heights: number[]) =>
    distinct(heights).flatMap((height) =>
      backs.flatMap((back) =>
        sides.map((side): Vector3 => [listener.position[0] + away[0] * back + normal[0] * side, height, listener.position[2] + away[1] * back + normal[1] * side]),
      ),
    );
  // Cheap first: many places behind a listener on a small set are off the floor or inside someone.
  const placesAt = (heights: number[]) =>
    positionsAt(heights)
      .filter((position) => cameraSpotIsFree(position, stage, marks))
      .map((position): Place => {
        const turn = faceTurn(speaker, position);
        return { position, frontal: turn <= OTS_MAX_FACE_TURN, cost: turn / Math.PI + ABOVE_EYES_WEIGHT * Math.max(0, position[1] - eyeLevel) };
      })
      .sort((a, b) => a.cost - b.cost);
  const atEyeLevel = placesAt([listenerEyes, (listenerEyes + speakerEyes) / 2, speakerEyes]);
  const higher = placesAt([Math.max(eyeLevel + 0.15, overShoulders), Math.max(eyeLevel + 0.3, overHeads)]);
  const all = [...atEyeLevel, ...higher].sort((a, b) => a.cost - b.cost);
  const facing = (places: Place[]) => places.filter(({ frontal }) => frontal);
  const bystanders = marks.filter((mark) => mark !== speaker && mark !== listener);
  // Each search only when the ones before found no listener share in range; the speaker's face seen from the side only when nothing else will do.
  const searches: [Place[], CharacterMark[]][] = [
    [facing(atEyeLevel), bystanders],
    [facing(higher), bystanders],
    [facing(all), []],
  ];
  let best: ScoredPose | null = null;
  for (const [places, keptClear] of searches) {
    if (best?.inRange) break;
    const found = bestOverTheShoulder(places, speaker, listener, marks, keptClear, stage);
    if (found && (!best || found.score < best.score)) best = found;
  }
  best ??= bestOverTheShoulder(all, speaker, listener, marks, [], stage);
  return pushIn(best?.pose ?? overShoulderPose(positionsAt([speakerEyes])[0], speaker, listener, OTS_HEAD_SHARES.first), OTS.push, stage, marks);
}

/** Heights more than 5 cm apart from each other. */
const distinct = (heights: number[]) => heights.filter((height, index) => heights.findIndex((other) => Math.abs(other - height) < 0.05) === index);

/** The best-scoring pose from `places`, null when none keeps the speaker whole and clear and `keptClear` out of the way. */
function bestOverTheShoulder(places: Place[], speaker: CharacterMark, listener: CharacterMark, marks: CharacterMark[], keptClear: CharacterMark[], stage: Stage): ScoredPose | null {
  // Declared wide: tryFraming sets it, which narrowing after `= null` would not see.
  let best = null as ScoredPose | null;
  /**
   * Frames the speaker from `position` with `headShare` and keeps it when it is usable and scores
   * best so far; tells what it shows of the listener, or null when it is not usable. One that
   * cannot score best is not checked further.
   */
  const tryFraming = (position: Vector3, cost: number, headShare: number) => {
    const pose = overShoulderPose(position, speaker, listener, headShare);
    const view = listenerView(pose, listener);
    const coverageMiss = Math.max(0, OTS.minCoverage - view.coverage, view.coverage - OTS.maxCoverage);
    const headMiss = Math.max(0, OTS.minHeadShown - view.headShown);
    const score =
      cost +
      COVERAGE_WEIGHT * Math.abs(view.coverage - OTS.idealCoverage) +
      COVERAGE_MISS_WEIGHT * coverageMiss +
      HEAD_MISS_WEIGHT * headMiss +
      LOW_LISTENER_WEIGHT * Math.max(0, view.headY - 0.5);
    const inRange = coverageMiss === 0 && headMiss === 0;
    if (score >= (best?.score ?? Infinity)) return { view, inRange };
    if (!usable(pose, speaker, marks, keptClear, stage)) return null;
    best = { pose, score, inRange };
    return { view, inRange };
  };
  for (const { position, cost } of places) {
    if (best && cost >= best.score) break;
    // The widest framing that works is the one wanted from a place.
    const first = tryFraming(position, cost, OTS_HEAD_SHARES.first);
    if (first?.inRange) continue;
    // A listener too small in the frame, or their head out of it, needs a looser framing; too large, or a bystander in the way, a tighter one.
    const looser = first !== null && (first.view.coverage < OTS.minCoverage || (first.view.headShown < OTS.minHeadShown && first.view.coverage <= OTS.maxCoverage));
    for (const headShare of looser ? OTS_HEAD_SHARES.looser : OTS_HEAD_SHARES.tighter) {
      if (tryFraming(position, cost, headShare)?.inRange) break;
    }
  }
  return best;
}

/** What a pose shows of the listener, over its start and end. */
interface ListenerView {
  /** The share of the frame their head and body cover, the most of the two. */
  coverage: number;
  /** The share of their head's outline in the frame, the least of the two. */
  headShown: number;
  /** Where their head's centre is, from the top of the frame, at the start. */
  headY: number;
}

function listenerView(pose: CameraPose, listener: CharacterMark): ListenerView {
  const poses = [pose, pushedIn(pose, OTS.push)];
  const listenerHead = projectPoint(pose, headBox(listener).centre);
  return {
    coverage: Math.max(...poses.map((candidate) => coverageOf(candidate, listener))),
    headShown: Math.min(...poses.map((candidate) => headShownShare(candidate, listener))),
    // A head beside or behind the lens is not low in the frame.
    headY: listenerHead.depth > 0 ? listenerHead.y : 0,
  };
}

/**
 * Whether at the pose's start and end the camera is in free space, the speaker's head whole and
 * uncovered, and none of `keptClear` in the foreground or with their head cut.
 */
function usable(pose: CameraPose, speaker: CharacterMark, marks: CharacterMark[], keptClear: CharacterMark[], stage: Stage): boolean {
  return [pose, pushedIn(pose, OTS.push)].every(
    (candidate) =>
      cameraSpotIsFree(candidate.position, stage, marks) &&
      headIsWhole(candidate, speaker) &&
      headIsClear(candidate, speaker, marks) &&
      noHeadCut(candidate, keptClear) &&
      noOneInFront(candidate, speaker, keptClear),
  );
}

function overShoulderPose(position: Vector3, speaker: CharacterMark, listener: CharacterMark, headShare: number): CameraPose {
  const eye = eyePoint(speaker);
  const distance = Math.hypot(eye[0] - position[0], eye[2] - position[2]);
  // The speaker's third is the one away from the listener, so the open side is where they look.
  // Looking from `position` towards the speaker, the camera's right is (−z, x) of that heading.
  const [hx, hz] = groundDirection(position, eye);
  const listenerOnRight = (listener.position[0] - position[0]) * -hz + (listener.position[2] - position[2]) * hx > 0;
  const x = listenerOnRight ? LEFT_THIRD : RIGHT_THIRD;
  const headroom = otsHeadroom(headShare);
  return aimWithHeadroom(position, eye, x, eyeLineFor(headroom, headShare), fovFor(HEAD_HEIGHT / headShare, distance), [speaker], headroom);
}

/** The angle between where the speaker faces and the way to the camera: 0 when the camera sees them full face. */
function faceTurn(speaker: CharacterMark, position: Vector3): number {
  const [dx, dz] = groundDirection(speaker.position, position);
  const cos = dx * Math.sin(speaker.facing) + dz * Math.cos(speaker.facing);
  return Math.acos(Math.max(-1, Math.min(1, cos)));
}

