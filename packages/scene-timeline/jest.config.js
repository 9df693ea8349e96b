module.exports = {
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript source, so contracts need no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
