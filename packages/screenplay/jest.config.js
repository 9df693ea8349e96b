module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: { '^.+\\.tsx?$': ['@swc/jest'], '^.+\\.mjs$': ['@swc/jest'] },
  // pdf.js ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
