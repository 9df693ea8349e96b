import { referenceSkeleton } from '@studio/scene-timeline/performance/skeleton';
import { MORPH_TARGETS, RIG_BONES, RIG_PARENT, type RigBone } from '@studio/scene-timeline/rig';
import { BoxGeometry, Group, Mesh, MeshBasicMaterial, Object3D, Vector3 } from 'three';
import { SHUT } from './mouth-motion';
import { createPerformer, hasPerformanceRig } from './performance';
import { newSceneTimeline } from './testing/scene-timelines';

/** A model on the shared rig: bones at the reference skeleton's places and a `Body` with every face target. */
function riggedModel(): { model: Group; body: Mesh } {
  const model = new Group();
  const skeleton = referenceSkeleton();
  const bones = new Map<RigBone, Object3D>();
  for (const name of RIG_BONES) {
    const bone = new Object3D();
    bone.name = name;
    bone.position.set(...skeleton[name]!);
    bones.set(name, bone);
    (name === 'hips' ? model : bones.get(RIG_PARENT[name])!).add(bone);
  }
  const body = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
  body.name = 'Body';
  body.morphTargetDictionary = Object.fromEntries(MORPH_TARGETS.map((target, index) => [target, index]));
  body.morphTargetInfluences = MORPH_TARGETS.map(() => 0);
  model.add(body);
  return { model, body };
}

describe('performer', () => {
  const timeline = newSceneTimeline({
    lines: [
      { id: 101, characterId: 1, text: 'Good morning, Rex!', audioUrl: '/a.wav', durationSeconds: 2 },
      { id: 102, characterId: 2, text: 'No, I hate mornings.', audioUrl: '/b.wav', durationSeconds: 2 },
    ],
  });
  const mark = (id: number) => timeline.blocking.find((candidate) => candidate.characterId === id)!;

  it('is used for models with the rig\'s hips bone only', () => {
    expect(hasPerformanceRig(riggedModel().model)).toBe(true);
    expect(hasPerformanceRig(new Group())).toBe(false);
  });

  it('waves while greeting and drives the face: the line\'s feeling, the voice\'s visemes', () => {
    const { model, body } = riggedModel();
    const performer = createPerformer(model, mark(1), timeline);
    const wave = timeline.performances[0].action!;
    expect(wave.name).toBe('wave');
    performer.perform((wave.start + wave.end) / 2, { open: 1, width: 1.05 });
    model.updateMatrixWorld(true);
    const hand = model.getObjectByName(`${wave.side}Hand`)!.getWorldPosition(new Vector3());
    const head = model.getObjectByName('head')!.getWorldPosition(new Vector3());
    expect(hand.y).toBeGreaterThan(head.y - 0.25);
    const influence = (target: string) => body.morphTargetInfluences![body.morphTargetDictionary![target]];
    expect(influence('happy')).toBeGreaterThan(0.3);
    expect(influence('aa')).toBeGreaterThan(0.5);
  });

  it('gives the listener a light mirror of the speaker\'s anger and a shut mouth', () => {
    const { model, body } = riggedModel();
    const performer = createPerformer(model, mark(1), timeline);
    performer.perform(timeline.talking[1].start + 1, SHUT);
    const influence = (target: string) => body.morphTargetInfluences![body.morphTargetDictionary![target]];
    expect(influence('aa')).toBe(0);
    expect(influence('angry') + influence('sad')).toBeGreaterThan(0.1);
  });

  it('walks the model where its line directs, the planted feet on the floor', () => {
    const walking = newSceneTimeline({
      lines: [{ id: 101, characterId: 1, text: 'Follow me.', audioUrl: '/a.wav', durationSeconds: 4, action: 'walk-to', actionTarget: [1.5, 0, 3] }],
    });
    const walk = walking.movements.find((movement) => movement.kind === 'walk')!;
    const { model } = riggedModel();
    const performer = createPerformer(model, walking.blocking[0], walking);
    const feetAt = (seconds: number) => {
      performer.perform(seconds, SHUT);
      model.updateMatrixWorld(true);
      return (['leftFoot', 'rightFoot'] as const).map((name) => model.getObjectByName(name)!.getWorldPosition(new Vector3()));
    };
    const restAnkle = referenceSkeleton().hips[1] - 0.06 - 0.44 - 0.42;
    for (const seconds of [walk.start + 0.3, (walk.start + walk.end) / 2, walk.end - 0.2]) {
      const lowest = Math.min(...feetAt(seconds).map((foot) => foot.y));
      expect(Math.abs(lowest - walking.set.floorY - restAnkle)).toBeLessThan(0.02);
    }
    feetAt(walk.end + 0.5);
    expect(model.position.x).toBeCloseTo(1.5, 3);
    expect(model.position.z).toBeCloseTo(3, 3);
  });

  it('sits a person down onto a seat, and perches an animal (its model says what it is) on top of it', () => {
    const sitting = newSceneTimeline({
      set: { id: 10, name: 'The Office', type: 'apartment', kind: 'office', oceanType: null, modelUrl: '/media/sets/10/office.glb' },
      lines: [{ id: 101, characterId: 1, text: 'I will sit.', audioUrl: '/a.wav', durationSeconds: 4, action: 'sit-down' }],
    });
    const sit = sitting.movements.find((movement) => movement.kind === 'sit')!;
    const seatTop = sitting.set.seats[0].position[1];
    const rootAfterSitting = (species?: string) => {
      const { model } = riggedModel();
      if (species) {
        const root = new Object3D();
        root.name = 'Character';
        root.userData = { species };
        model.add(root);
      }
      createPerformer(model, sitting.blocking[0], sitting).perform(sit.end + 0.5, SHUT);
      return model.position.y;
    };
    expect(rootAfterSitting()).toBeLessThan(sitting.set.floorY);
    expect(rootAfterSitting('person')).toBeLessThan(sitting.set.floorY);
    for (const animal of ['bird', 'dog', 'cat']) expect(rootAfterSitting(animal)).toBeCloseTo(seatTop, 3);
  });

  it('lifts the lids of one who looks up at a taller partner and lowers those of one who looks down', () => {
    const talking = newSceneTimeline({
      characters: [
        { id: 1, name: 'Ada', modelUrl: '/media/characters/1/ada.glb', height: 1.0 },
        { id: 2, name: 'Rex', modelUrl: '/media/characters/2/rex.glb', height: 2.4 },
      ],
    });
    const lids = (id: number) => {
      const { model, body } = riggedModel();
      createPerformer(model, talking.blocking.find((candidate) => candidate.characterId === id)!, talking).perform(talking.talking[0].start + 0.5, SHUT);
      const influence = (target: string) => body.morphTargetInfluences![body.morphTargetDictionary![target]];
      return { lookUp: influence('lookUp'), lookDown: influence('lookDown') };
    };
    // Both models' eyes stand where the reference skeleton has them: Rex's eyes in the timeline are far above, Ada's far below.
    expect(lids(1)).toMatchObject({ lookUp: expect.any(Number), lookDown: 0 });
    expect(lids(1).lookUp).toBeGreaterThan(0.1);
    expect(lids(2)).toMatchObject({ lookUp: 0, lookDown: expect.any(Number) });
    expect(lids(2).lookDown).toBeGreaterThan(0.2);
  });

  it('draws the same pose for the same time', () => {
    const first = riggedModel();
    const second = riggedModel();
    createPerformer(first.model, mark(2), timeline).perform(5.3, SHUT);
    createPerformer(second.model, mark(2), timeline).perform(5.3, SHUT);
    for (const name of RIG_BONES) {
      expect(first.model.getObjectByName(name)!.quaternion.toArray()).toEqual(second.model.getObjectByName(name)!.quaternion.toArray());
    }
  });
});
