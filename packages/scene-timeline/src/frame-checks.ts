import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { bodyBox, boxCorners, headBox } from './body';
import { aimAt, frameCoverage, overlapArea, type Polygon, polygonArea, projectBox, projector, type ScreenPoint } from './camera-projection';

type Projector = (point: Vector3) => ScreenPoint;

/** A head counts as seen when it is at least this far in front of the camera (metres). */
const NEAR_ENOUGH = 0.1;
/** Heads stay this far (a fraction of the frame) inside its edges. */
export const HEAD_MARGIN = 0.02;

/** The outlines in the frame of the parts of `mark`'s head and body in front of the camera. */
export function outlinesOf(pose: CameraPose | Projector, mark: CharacterMark): Polygon[] {
  const project = typeof pose === 'function' ? pose : projector(pose);
  return [projectBox(project, headBox(mark)), projectBox(project, bodyBox(mark))].filter((outline): outline is Polygon => outline !== null);
}

/** Whether the whole head box is in front of the camera and in the frame, `margin` inside every edge. */
export function headIsWhole(pose: CameraPose, mark: CharacterMark, margin = HEAD_MARGIN): boolean {
  const project = projector(pose);
  return boxCorners(headBox(mark)).every((corner) => {
    const { x, y, depth } = project(corner);
    return depth >= NEAR_ENOUGH && x >= margin && x <= 1 - margin && y >= margin && y <= 1 - margin;
  });
}

/**
 * Whether no head of `bystanders` is cut by the frame's edge: each is wholly in the frame or
 * wholly out of it. A face sliced by the edge pulls the eye from whom the shot is about.
 */
export function noHeadCut(pose: CameraPose, bystanders: CharacterMark[]): boolean {
  const project = projector(pose);
  return bystanders.every((mark) => {
    const corners = boxCorners(headBox(mark)).map(project);
    const inside = corners.filter(({ x, y, depth }) => depth >= NEAR_ENOUGH && x >= 0 && x <= 1 && y >= 0 && y <= 1).length;
    if (inside === corners.length) return true;
    if (inside > 0) return false;
    // No corner inside: cut only when the outline still crosses the frame.
    if (corners.some(({ depth }) => depth < NEAR_ENOUGH)) return true;
    const xs = corners.map(({ x }) => x);
    const ys = corners.map(({ y }) => y);
    return Math.max(...xs) < 0 || Math.min(...xs) > 1 || Math.max(...ys) < 0 || Math.min(...ys) > 1;
  });
}

/** Whether none of `bystanders` stands in the frame nearer the camera than `subject`'s head, in the way of the view. */
export function noOneInFront(pose: CameraPose, subject: CharacterMark, bystanders: CharacterMark[]): boolean {
  const project = projector(pose);
  const depth = project(headBox(subject).centre).depth;
  return bystanders.every((mark) => {
    const corners = [...boxCorners(headBox(mark)), ...boxCorners(bodyBox(mark))].map(project);
    if (Math.min(...corners.map((corner) => corner.depth)) >= depth) return true;
    // Outlines are convex: one that misses the frame has its extent beside or beyond it.
    return outlinesOf(project, mark).every((outline) => {
      const xs = outline.map(([x]) => x);
      const ys = outline.map(([, y]) => y);
      return Math.max(...xs) <= 0 || Math.min(...xs) >= 1 || Math.max(...ys) <= 0 || Math.min(...ys) >= 1;
    });
  });
}

/** Whether anyone standing nearer the camera covers part of `subject`'s head. */
export function headIsClear(pose: CameraPose, subject: CharacterMark, marks: CharacterMark[]): boolean {
  const project = projector(pose);
  const head = projectBox(project, headBox(subject));
  if (!head) return false;
  const depth = project(headBox(subject).centre).depth;
  const headXs = head.map(([x]) => x);
  const headYs = head.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...headXs), Math.max(...headXs), Math.min(...headYs), Math.max(...headYs)];
  return marks.every((other) => {
    if (other.characterId === subject.characterId) return true;
    const corners = [...boxCorners(headBox(other)), ...boxCorners(bodyBox(other))].map(project);
    if (Math.min(...corners.map((corner) => corner.depth)) >= depth) return true;
    // Wholly in front of the camera and beside the head in the frame: the outlines cannot meet.
    const xs = corners.map((corner) => corner.x);
    const ys = corners.map((corner) => corner.y);
    const beside = Math.max(...xs) < left || Math.min(...xs) > right || Math.max(...ys) < top || Math.min(...ys) > bottom;
    if (beside && corners.every((corner) => corner.depth >= NEAR_ENOUGH)) return true;
    return outlinesOf(project, other).every((outline) => overlapArea(outline, head) === 0);
  });
}

/** The share of the frame `mark`'s head and body cover (0…1). */
export function coverageOf(pose: CameraPose, mark: CharacterMark): number {
  return frameCoverage(outlinesOf(pose, mark));
}

/** The share of `mark`'s head outline that is inside the frame (0 when the head is behind the camera). */
export function headShownShare(pose: CameraPose, mark: CharacterMark): number {
  const outline = projectBox(pose, headBox(mark));
  if (!outline) return 0;
  const total = polygonArea(outline);
  return total > 0 ? frameCoverage([outline]) / total : 0;
}

/** Where the top of the head box is in the frame (a fraction from the top edge). */
export function headTop(pose: CameraPose, mark: CharacterMark): number {
  const project = projector(pose);
  return Math.min(...boxCorners(headBox(mark)).map((corner) => project(corner).y));
}

/**
 * aimAt, then the vertical placement corrected until the highest of `heads` has `headroom` above
 * it: the anchor (the eyes, say) sits where the head box's projected top, not the crown point,
 * leaves that much room. The head box's front edge is nearer the camera than the crown, so it
 * shows higher; a few rounds settle it.
 */
export function aimWithHeadroom(position: Vector3, anchor: Vector3, x: number, firstGuessY: number, fov: number, heads: CharacterMark[], headroom: number): CameraPose {
  let y = firstGuessY;
  let pose = aimAt(position, anchor, { x, y }, fov);
  for (let round = 0; round < 4; round += 1) {
    const error = headroom - Math.min(...heads.map((mark) => headTop(pose, mark)));
    if (Math.abs(error) < 1e-4) break;
    y += error;
    pose = aimAt(position, anchor, { x, y }, fov);
  }
  return pose;
}
