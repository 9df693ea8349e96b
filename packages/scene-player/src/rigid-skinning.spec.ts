import { BoxGeometry, Group, Mesh, MeshStandardMaterial, SkinnedMesh, Vector3 } from 'three';
import { mergeRigidParts } from './rigid-skinning';

/** A two-material figure: a body, a head on it and an arm on the body, each its own node. */
function rigidFigure() {
  const cloth = new MeshStandardMaterial({ name: 'Cloth' });
  const skin = new MeshStandardMaterial({ name: 'Skin' });
  const body = new Mesh(new BoxGeometry(0.4, 1, 0.3), cloth);
  body.position.set(0, 1, 0);
  const head = new Mesh(new BoxGeometry(0.25, 0.25, 0.25), skin);
  head.position.set(0, 0.65, 0);
  const arm = new Mesh(new BoxGeometry(0.1, 0.6, 0.1), cloth);
  arm.position.set(0.3, 0.2, 0);
  body.add(head, arm);
  const root = new Group();
  root.add(body);
  return { root, body, head, arm };
}

/** Every vertex of `parts` where the original rigid parts would draw it. */
const rigidPositions = (parts: Mesh[]) =>
  parts.flatMap((part) => {
    const position = part.geometry.getAttribute('position');
    return Array.from({ length: position.count }, (_, index) => new Vector3().fromBufferAttribute(position, index).applyMatrix4(part.matrixWorld));
  });

/** Every vertex of a skinned mesh where the skinning puts it. */
const skinnedPositions = (mesh: SkinnedMesh) =>
  Array.from({ length: mesh.geometry.getAttribute('position').count }, (_, index) => mesh.getVertexPosition(index, new Vector3()).applyMatrix4(mesh.matrixWorld));

describe('mergeRigidParts', () => {
  it('draws one skinned mesh per material and hides the parts', () => {
    const { root, body, head, arm } = rigidFigure();
    expect(mergeRigidParts(root)).toBe(true);
    const merged = root.children.filter((child) => child instanceof SkinnedMesh);
    expect(merged.map((mesh) => mesh.name)).toEqual(['Cloth (merged)', 'Skin (merged)']);
    expect([body, head, arm].map((part) => part.visible)).toEqual([false, false, false]);
  });

  it('puts every vertex where the animated parts would, after the model is placed and posed', () => {
    const { root, body, head, arm } = rigidFigure();
    mergeRigidParts(root);
    root.position.set(3, 0, -2);
    root.rotation.y = 0.8;
    body.rotation.x = 0.3;
    head.rotation.y = -0.5;
    arm.rotation.z = 1.1;
    root.updateMatrixWorld(true);
    const [cloth, skin] = root.children.filter((child): child is SkinnedMesh => child instanceof SkinnedMesh);
    cloth.skeleton.update();

    for (const [mesh, parts] of [[cloth, [body, arm]], [skin, [head]]] as const) {
      const expected = rigidPositions([...parts]);
      const actual = skinnedPositions(mesh);
      expect(actual).toHaveLength(expected.length);
      actual.forEach((position, index) => expect(position.distanceTo(expected[index])).toBeLessThan(1e-5));
    }
  });

  it('leaves models with one part or with skinned meshes as they are', () => {
    const single = new Group().add(new Mesh(new BoxGeometry(), new MeshStandardMaterial()));
    expect(mergeRigidParts(single)).toBe(false);
    const { root } = rigidFigure();
    mergeRigidParts(root);
    expect(mergeRigidParts(root)).toBe(false);
  });
});
