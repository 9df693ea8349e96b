// The build graph of the studio: what each workspace builds from and into.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const remotes = [
  'mfe-characters',
  'mfe-sets',
  'mfe-music',
  'mfe-voiceover',
  'mfe-rendering',
  'mfe-script-director',
  'mfe-import-settings',
];

/** In build order: contracts and the scene timeline first (the backend runs their CommonJS builds), then backend, shell, remotes. */
export const BUILDS = [
  { dir: 'packages/contracts', output: 'dist', inputs: ['src'] },
  { dir: 'packages/scene-timeline', output: 'dist', inputs: ['src'] },
  { dir: 'packages/screenplay', output: 'dist', inputs: ['src'] },
  // The render page the backend's renderer opens in Chromium.
  {
    dir: 'packages/scene-player',
    output: 'dist/render-page',
    inputs: ['src', 'rspack.config.mjs', 'package.json', '../contracts/src', '../scene-timeline/src'],
  },
  { dir: 'backend', output: 'dist', inputs: ['src'] },
  { dir: 'shell', output: 'dist', inputs: ['src', 'rspack.config.mjs', 'package.json', 'index.html', 'favicon.svg'], frontEnd: true },
  ...remotes.map((dir) => ({ dir, output: 'dist', inputs: ['src', 'rspack.config.mjs', 'package.json', 'federation.json'], frontEnd: true })),
];

/** Shared front-end sources: a change here makes every front-end build stale. */
export const FRONT_END_SHARED_INPUTS = ['packages/contracts/src', 'packages/scene-timeline/src', 'packages/api-client/src', 'packages/ui/src', 'packages/federation/src', 'packages/federation/build'];

export const packageName = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).name;
