// Unit specs run once; API specs (*.api.spec.ts) run once per database: SQLite and MariaDB.
const swcTransform = ['@swc/jest', require('./swc-options.cjs')];

const shared = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  // Nest 12 ships ES modules only: let @swc/jest turn them into CommonJS too.
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/|pdfjs-dist/|@faker-js/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

const apiProject = (database) => ({
  ...shared,
  displayName: `api:${database}`,
  testMatch: ['<rootDir>/src/**/*.api.spec.ts', '<rootDir>/test/**/*.api.spec.ts'],
  setupFiles: [`<rootDir>/test/setup-${database}.ts`],
  slowTestThreshold: 20,
});

module.exports = {
  testTimeout: 30000,
  // Two workers even on two cores (Jest's default leaves one core idle, running in band there): most
  // API specs wait on a database, Redis or a browser, and in band the suite took most of CI's 90 minutes.
  maxWorkers: 2,
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      testPathIgnorePatterns: ['\\.api\\.spec\\.ts$'],
    },
    apiProject('sqlite'),
    apiProject('mariadb'),
  ],
};
