import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(import.meta.dirname, '../eslint.config.mjs') });

/** The boundary errors ESLint reports for `code` as if it were the file at `path`. */
async function boundaryErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((message) => message.ruleId === 'studio/boundaries').map((message) => message.message);
}

/** The boundary errors of the file at `path` importing `specifier`. */
const importing = (path, specifier) => boundaryErrors(path, `import { y } from '${specifier}';\nexport const a = y;`);

test('a remote imports packages, never another remote, the shell or the backend', async () => {
  assert.deepEqual(await boundaryErrors('mfe-music/src/x.ts', "import { callApi } from '@studio/api-client/http';\nexport const a = callApi;"), []);
  for (const specifier of ['@studio/mfe-sets/src/y', '../../mfe-sets/src/y', '@studio/shell/src/app/app', '../../backend/src/main']) {
    const errors = await boundaryErrors('mfe-music/src/x.ts', `import { y } from '${specifier}';\nexport const a = y;`);
    assert.equal(errors.length, 1, specifier);
    assert.match(errors[0], /a remote imports only packages/);
  }
});

test('the shell never imports a remote; a package never imports an app; the backend no front-end package', async () => {
  assert.match((await boundaryErrors('shell/src/x.ts', "import { y } from '@studio/mfe-music/src/y';\nexport const a = y;"))[0], /shell loads remotes at run time/);
  assert.match((await boundaryErrors('packages/ui/src/x.ts', "import { y } from '../../../shell/src/y';\nexport const a = y;"))[0], /a package never imports an app/);
  assert.match((await boundaryErrors('backend/src/x.ts', "import { y } from '@studio/api-client/http';\nexport const a = y;"))[0], /the backend imports only the shared packages/);
  assert.deepEqual(await boundaryErrors('backend/src/x.ts', "import { y } from '@studio/contracts/scripts';\nexport const a = y;"), []);
});

test('features of one front end do not import each other', async () => {
  assert.match(
    (await boundaryErrors('shell/src/features/layout/components/x.tsx', "import { y } from '../../auth/components/y';\nexport const a = y;"))[0],
    /features do not import each other \(layout -> auth\)/,
  );
  assert.deepEqual(await boundaryErrors('shell/src/features/layout/components/x.tsx', "import { y } from '../../../components/y';\nexport const a = y;"), []);
});

test('a backend module imports another only through its index, and never its entities', async () => {
  assert.deepEqual(await importing('backend/src/scenes/scenes.service.ts', '../characters'), []);
  assert.deepEqual(await importing('backend/src/scenes/scenes.service.ts', '../characters/index'), []);
  assert.deepEqual(await importing('backend/src/scenes/scenes.service.ts', './scene.entity'), []);
  assert.deepEqual(await importing('backend/src/engines/voice/voice-profile.ts', '../seeded-random'), []);
  assert.match((await importing('backend/src/scenes/scenes.service.ts', '../characters/characters.service'))[0], /through each other's index: import 'characters'/);
  assert.match((await importing('backend/src/render/render.service.ts', '../engines/audio/wav'))[0], /through each other's index: import 'engines'/);
  assert.match((await importing('backend/src/overview/project-overview.service.ts', '../characters/character.entity'))[0], /never imports characters's entity/);
});

test('the bench goes through modules\' indexes like a module', async () => {
  assert.deepEqual(await importing('backend/bench/render.bench.ts', '../src/render'), []);
  assert.deepEqual(await importing('backend/bench/render.bench.ts', './table'), []);
  assert.deepEqual(await importing('backend/bench/film.bench.ts', '../src/app.factory'), []);
  assert.match((await importing('backend/bench/render.bench.ts', '../src/render/render-work-dir'))[0], /through each other's index: import 'render'/);
  assert.match((await importing('backend/bench/render.bench.ts', '../src/jobs/job.entity'))[0], /bench never imports jobs's entity/);
});

test('the entity registry, common, specs and backend/test may reach into modules', async () => {
  assert.deepEqual(await importing('backend/src/database/entities.ts', '../characters/character.entity'), []);
  assert.deepEqual(await importing('backend/src/characters/characters.api.spec.ts', '../jobs/jobs.service'), []);
  assert.deepEqual(await importing('backend/test/factories.ts', '../src/characters/character.entity'), []);
  // The app's root files (app.module.ts, main.ts) are in no module.
  assert.deepEqual(await importing('backend/src/app.module.ts', './characters/characters.module'), []);
});
