#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its table against a baseline measured in the
// same run. Benchmarks report PASS/MISS against their goals and never fail the run on a miss;
// only a benchmark that cannot run at all makes this exit non-zero.
import { spawnSync } from 'node:child_process';
import { ROOT } from './workspaces.mjs';

const run = (label, args) => {
  console.log(`\n=== ${label}`);
  return spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' }).status === 0;
};

const ok = [
  run('build', ['run', 'build']),
  run('backend: overview API vs bare Express', ['run', 'bench', '-w', '@studio/backend']),
  run('backend: offline engines', ['run', 'bench:engines', '-w', '@studio/backend']),
  run('backend: scene render vs raw ffmpeg encode', ['run', 'bench:render', '-w', '@studio/backend']),
  run('director: screenplay to first scene and to film vs the film\'s length', ['run', 'bench:film', '-w', '@studio/backend']),
  run('import: a 1,000-character manifest vs bulk inserts', ['run', 'bench:import', '-w', '@studio/backend']),
  run('screenplays: corpus scores and parse speed vs fountain-js', ['run', 'bench', '-w', '@studio/screenplay']),
  run('front end: cold dashboard load', ['run', 'bench', '-w', '@studio/e2e']),
];
process.exit(ok.every(Boolean) ? 0 : 1);
