import { type BufferGeometry, Float32BufferAttribute, type Material, Matrix4, Mesh, type Object3D, Skeleton, SkinnedMesh, Uint16BufferAttribute } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * Redraws a model made of rigid animated parts (LocalModelEngine's humanoids: one mesh per joint,
 * no skin) as one skinned mesh per material, each part bound wholly to its own node. The nodes
 * stay and the animation clips still move them; the picture is the same, but a character costs a
 * draw call per material instead of per part, in the shadow pass and the main pass alike, which
 * is most of a frame's cost in software WebGL.
 *
 * Call it while `root` is at the origin, before placing it. Leaves the model as it is (and returns
 * false) when it already has skinned meshes or its parts' vertex layouts do not match.
 */
export function mergeRigidParts(root: Object3D): boolean {
  const parts: Mesh[] = [];
  let skinned = false;
  root.traverse((object) => {
    if (object instanceof SkinnedMesh) skinned = true;
    else if (object instanceof Mesh && !Array.isArray(object.material)) parts.push(object);
  });
  if (skinned || parts.length < 2) return false;

  root.updateMatrixWorld(true);
  const toRoot = new Matrix4().copy(root.matrixWorld).invert();
  const byMaterial = new Map<Material, { geometries: BufferGeometry[] }>();
  const bones = parts;
  parts.forEach((part, boneIndex) => {
    const geometry = part.geometry.clone().applyMatrix4(new Matrix4().multiplyMatrices(toRoot, part.matrixWorld));
    const count = geometry.getAttribute('position').count;
    geometry.setAttribute('skinIndex', new Uint16BufferAttribute(new Uint16Array(count * 4).map((_, index) => (index % 4 === 0 ? boneIndex : 0)), 4));
    geometry.setAttribute('skinWeight', new Float32BufferAttribute(new Float32Array(count * 4).map((_, index) => (index % 4 === 0 ? 1 : 0)), 4));
    const material = part.material as Material;
    const group = byMaterial.get(material) ?? { geometries: [] };
    group.geometries.push(geometry);
    byMaterial.set(material, group);
  });

  const merged = [...byMaterial].map(([material, { geometries }]) => ({ material, geometry: mergeGeometries(geometries), geometries }));
  const disposeParts = () => merged.forEach(({ geometries }) => geometries.forEach((geometry) => geometry.dispose()));
  if (merged.some(({ geometry }) => geometry === null)) {
    disposeParts();
    merged.forEach(({ geometry }) => geometry?.dispose());
    return false;
  }
  disposeParts();

  // The bones are the parts themselves: their matrices are what the clips animate.
  const skeleton = new Skeleton(bones as unknown as ConstructorParameters<typeof Skeleton>[0]);
  for (const part of parts) {
    part.geometry.dispose();
    // Hidden parts still update their matrices, which is all the skeleton needs.
    part.visible = false;
  }
  for (const { material, geometry } of merged) {
    const mesh = new SkinnedMesh(geometry!, material);
    mesh.name = `${material.name || 'Material'} (merged)`;
    // The bind pose is a few centimetres of motion away from any pose; culling is not worth the bounds upkeep.
    mesh.frustumCulled = false;
    root.add(mesh);
    mesh.updateMatrixWorld(true);
    mesh.bind(skeleton, mesh.matrixWorld);
  }
  return true;
}
