// typescript-eslint needs TypeScript's compiler API, which TypeScript 7 (the repository's
// type-checker) no longer has; its helper ts-api-utils is hoisted beside TypeScript 7 at the root.
// Preloaded by `npm run lint`: every require of 'typescript' gets this workspace's TypeScript 6.
const Module = require('node:module');
const { dirname } = require('node:path');

const typescript6 = require.resolve('typescript', { paths: [__dirname] });
if (!dirname(typescript6).startsWith(__dirname)) throw new Error(`tools/lint expects its own TypeScript 6, found ${typescript6}`);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript6(request, ...rest) {
  return request === 'typescript' ? typescript6 : resolveFilename.call(this, request, ...rest);
};
