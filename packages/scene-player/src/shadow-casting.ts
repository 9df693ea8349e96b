import { Box3, Mesh, type Object3D } from 'three';

/** A mesh thinner than this and at least FLOOR_MIN_METRES across both ways is a floor or ground. */
const FLOOR_MAX_THICKNESS_METRES = 0.3;
const FLOOR_MIN_METRES = 2;
/** Such a slab wholly above this is a ceiling, not a floor. */
const CEILING_MIN_METRES = 2.5;

/**
 * Every mesh receives shadows and casts them, except floors: a set's ground would otherwise fill
 * the whole shadow map on every frame, which software WebGL pays for in full. A ceiling does
 * neither: casting, it would shut the key light out of the room, and no shadow falls on its
 * underside, the only side a camera sees, so a shadow read there is work for nothing.
 */
export function castShadows(root: Object3D) {
  root.updateMatrixWorld(true);
  const bounds = new Box3();
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    // The mesh's own geometry only: a floor with props parented to it is still a floor.
    if (!object.geometry.boundingBox) object.geometry.computeBoundingBox();
    bounds.copy(object.geometry.boundingBox!).applyMatrix4(object.matrixWorld);
    const isSlab =
      bounds.max.y - bounds.min.y < FLOOR_MAX_THICKNESS_METRES && Math.min(bounds.max.x - bounds.min.x, bounds.max.z - bounds.min.z) >= FLOOR_MIN_METRES;
    const isCeiling = isSlab && bounds.min.y >= CEILING_MIN_METRES;
    object.receiveShadow = !isCeiling;
    object.castShadow = !isSlab;
  });
}
