// `npm run lint`: typescript-eslint's recommended rules (without type information, to stay fast),
// the import boundaries of tools/lint/rules/boundaries.mjs over every workspace, and the backend's
// announced writes (tools/lint/rules/announced-writes.mjs).
import { resolve } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { announcedWritesRule } from './rules/announced-writes.mjs';
import { boundariesRule } from './rules/boundaries.mjs';

const root = resolve(import.meta.dirname, '../..');

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-bench/**', '**/test-results/**', '**/playwright-report/**', 'backend/src/database/migrations/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { studio: { rules: { boundaries: boundariesRule, 'announced-writes': announcedWritesRule } } },
    rules: {
      'studio/boundaries': ['error', { root }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // tsc already checks these, with the types.
      'no-undef': 'off',
      'no-redeclare': 'off',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Shared packages use named exports only.' }] },
  },
  {
    files: ['{shell,mfe-*,packages/*}/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    // Command-line tools print their results.
    ignores: ['**/*.spec.{ts,tsx}', '**/bench/**', 'backend/src/database/generate-migration.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // docs/product-rules.md#limits: tooltips open after 700 ms, at once within 300 ms of the last
    // one; MUI's Tooltip alone cannot (its window is a fixed 800 ms), @studio/ui/tooltip does.
    files: ['{shell,mfe-*,packages/*}/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/tooltip.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', importNames: ['Tooltip'], message: "Use Tooltip from '@studio/ui/tooltip': it keeps the spec's delays." },
            { name: '@mui/material/Tooltip', message: "Use Tooltip from '@studio/ui/tooltip': it keeps the spec's delays." },
          ],
        },
      ],
    },
  },
  {
    // A write to a project or its content that ProjectTouchSubscriber does not hear is announced by
    // hand; the subscriber itself is what announces. Not the bench: its baselines write throwaway
    // databases behind the app's back on purpose.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'backend/src/database/migrations/**', 'backend/src/projects/project-touch.subscriber.ts'],
    rules: { 'studio/announced-writes': ['error', { root }] },
  },
  {
    // CommonJS configs, and benches loading CommonJS-only tools (autocannon).
    files: ['**/*.cjs', '**/jest.config.js', '**/bench/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Specs may poke at loosely typed documents (OpenAPI) without declaring their whole shape.
    files: ['**/*.spec.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
