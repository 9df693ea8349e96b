import { faker } from '@faker-js/faker';
import { projectManifestSchema } from '@studio/contracts/imports';
import fc from 'fast-check';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { useTestApp } from '../../test/test-app';

setFaker(faker);

jest.setTimeout(120_000);

/** A manifest the schema accepts, with names and references the importer may or may not resolve. */
const fakeManifest = (seed: number) => {
  faker.seed(seed);
  return fake(projectManifestSchema) as Record<string, unknown>;
};

/** Ways to spoil a valid manifest: a field replaced by anything, removed, or a list made of duplicates. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), field: fc.constantFrom('name', 'characters', 'sets', 'music', 'voice_lines', 'scenes'), value: fc.anything() }),
  fc.record({ kind: fc.constant('remove' as const), field: fc.constantFrom('name', 'characters', 'sets', 'scenes') }),
  fc.record({ kind: fc.constant('duplicate' as const), field: fc.constantFrom('characters', 'sets', 'scenes') }),
);

function mutate(manifest: Record<string, unknown>, change: { kind: string; field: string; value?: unknown }) {
  const copy: Record<string, unknown> = structuredClone(manifest);
  if (change.kind === 'replace') copy[change.field] = change.value;
  else if (change.kind === 'remove') delete copy[change.field];
  else if (Array.isArray(copy[change.field]) && (copy[change.field] as unknown[]).length > 0) {
    const list = copy[change.field] as unknown[];
    list.push(structuredClone(list[0]));
  }
  return copy;
}

describe(`manifest import under generated and mutated manifests (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const projects = async () => ((await ctx.http.get('/api/projects').expect(200)).body as unknown[]).length;
  const upload = (manifest: unknown) => ctx.http.post('/api/import/project-manifest').attach('file', Buffer.from(JSON.stringify(manifest)), 'manifest.json');

  /** No 5xx, and either a whole project (its counts as answered) or nothing at all. */
  const checkImport = async (manifest: unknown) => {
    const before = await projects();
    const response = await upload(manifest);
    expect(response.status).toBeLessThan(500);
    if (response.status !== 201) {
      expect(await projects()).toBe(before);
      return;
    }
    const { projectId, details } = response.body as { projectId: number; details: Record<string, number> };
    const overview = (await ctx.http.get(`/api/projects/${projectId}/overview`).expect(200)).body as Record<string, unknown[]>;
    expect({
      charactersLoaded: overview.characters.length,
      setsLoaded: overview.sets.length,
      musicTracksLoaded: overview.music.length,
      voiceLinesLoaded: overview.voiceLines.length,
      scenesAssembled: overview.scenes.length,
    }).toEqual(details);
    await ctx.http.delete(`/api/projects/${projectId}`).expect(200);
  };

  it('answers every generated manifest without a 5xx, with a whole project or nothing', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => checkImport(fakeManifest(seed))), { numRuns: 25 });
  });

  it('answers every mutated manifest without a 5xx, with a whole project or nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), mutation, (seed, change) => checkImport(mutate(fakeManifest(seed), change))),
      { numRuns: 40 },
    );
  });

  it('imports a generated manifest whose references all resolve', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,9}$/), { minLength: 2, maxLength: 6, selector: (name) => name.toLowerCase() }),
        fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,9} (Dock|Hall|Cove)$/), { minLength: 1, maxLength: 3, selector: (name) => name.toLowerCase() }),
        async (characters, sets) => {
          const scenes = sets.map((set, index) => ({ name: `Scene ${index + 1}`, set, characters: characters.slice(0, 2), order: sets.length - index }));
          const manifest = {
            name: `Generated ${characters[0]}`,
            characters: characters.map((name) => ({ name })),
            sets: sets.map((name) => ({ name })),
            music: scenes.map((scene) => ({ scene_name: scene.name })),
            voice_lines: scenes.map((scene) => ({ character: characters[0], text: `Line for ${scene.name}.`, scene: scene.name })),
            scenes,
          };
          const response = await upload(manifest);
          expect(response.status).toBe(201);
          const overview = (await ctx.http.get(`/api/projects/${response.body.projectId}/overview`).expect(200)).body as { scenes: { name: string }[] };
          // Scenes come in their `order`, not the file's.
          expect(overview.scenes.map((scene) => scene.name)).toEqual([...scenes].sort((a, b) => a.order - b.order).map((scene) => scene.name));
          await ctx.http.delete(`/api/projects/${response.body.projectId}`).expect(200);
        },
      ),
      { numRuns: 10 },
    );
  });
});
