// The one Jest setup of every front-end workspace (shell, remotes, shared packages):
// jsdom, SWC with the automatic React runtime, and the `source` export condition so
// workspace packages resolve to their TypeScript source.
const path = require('node:path');

module.exports = (rootDir) => ({
  rootDir,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFilesAfterEnv: [path.join(__dirname, 'front-end.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  // The machine is shared with builds; MUI renders under user-event can be slow there.
  testTimeout: 20000,
});
