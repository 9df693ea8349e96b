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
