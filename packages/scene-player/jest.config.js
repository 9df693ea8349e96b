module.exports = {
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript source, so contracts need no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: { '^.+\\.[tj]sx?$': ['@swc/jest'] },
  // three ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!three/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
