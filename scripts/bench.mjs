#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its table against a baseline measured in the
// same run, then docs/benchmarks.md: every goal line in one table, and each benchmark's output.
// Benchmarks report PASS/MISS against their goals and never fail the run on a miss; only a
// benchmark that cannot run at all makes this exit non-zero.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { BENCHMARKS_DOC, SOAK_SECTION } from './benchmarks-doc.mjs';
import { ROOT } from './workspaces.mjs';

/** [label, npm arguments, whether its output goes in the report] */
const BENCHMARKS = [
  ['build', ['run', 'build'], false],
  ['build the backend benchmarks', ['run', 'build:bench', '-w', '@studio/backend'], false],
  ['backend: overview API vs bare Express', ['run', 'bench', '-w', '@studio/backend']],
  ['backend: offline engines', ['run', 'bench:engines', '-w', '@studio/backend']],
  ['backend: scene render vs raw ffmpeg encode', ['run', 'bench:render', '-w', '@studio/backend']],
  ["director: screenplay to first scene and to film vs the film's length", ['run', 'bench:film', '-w', '@studio/backend']],
  ['import: a 1,000-character manifest vs bulk inserts', ['run', 'bench:import', '-w', '@studio/backend']],
  ['screenplays: corpus scores and parse speed vs fountain-js', ['run', 'bench', '-w', '@studio/screenplay']],
  ['front end: cold dashboard load', ['run', 'bench', '-w', '@studio/e2e']],
  ['platform: release a remote, compose it and see it in a fresh browser', ['run', 'bench:release', '-w', '@studio/e2e']],
  ['reliability: fuzzing, concurrent writes, database outage (their specs, SQLite and MariaDB)', ['run', 'reliability', '-w', '@studio/backend']],
];

/** Runs one step, echoing its output as it comes and keeping it for the report. */
const run = (label, args, reported = true) =>
  new Promise((resolve) => {
    console.log(`\n=== ${label}`);
    let output = '';
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (status) => resolve({ label, ok: status === 0, output: reported ? output : '' }));
  });

const results = [];
for (const [label, args, reported] of BENCHMARKS) results.push(await run(label, args, reported));

// Every line that checks a goal, with the benchmark it belongs to: the one table to read first.
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s{2,}/g, ' ').trim();
const goalRows = results.flatMap(({ label, output }) =>
  output
    .split('\n')
    .filter((line) => /\b(PASS|MISS)\b/.test(line))
    .map((line) => `| ${cell(label)} | ${cell(line.replace(/^\|/, '').replace(/\|$/, ''))} | ${/\bMISS\b/.test(line) ? 'MISS' : 'PASS'} |`),
);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const report = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit}, on ${cpus().length} cores` +
    ` (${cpus()[0]?.model ?? 'unknown CPU'}) with ${Math.round(totalmem() / 2 ** 30)} GiB. Each benchmark measures its baseline in the same run;`,
  'a ratio compares the two. Nothing here is a timed unit test: a MISS never fails the build.',
  '',
  '## Goals',
  '',
  '| benchmark | measurement (ratio against the baseline) | verdict |',
  '|---|---|---|',
  ...goalRows,
  '',
  ...results.filter(({ output }) => output).flatMap(({ label, ok, output }) => [`## ${label}${ok ? '' : ' (did not run to the end)'}`, '', '```text', output.trim(), '```', '']),
];
// The soak's section (`npm run soak`, run on its own) is kept as it was.
const soak = existsSync(BENCHMARKS_DOC) ? readFileSync(BENCHMARKS_DOC, 'utf8').match(SOAK_SECTION)?.[0] : undefined;
writeFileSync(BENCHMARKS_DOC, `${[...report, ...(soak ? [soak.trimEnd(), ''] : [])].join('\n')}\n`);
console.log('\nwrote docs/benchmarks.md');
process.exit(results.every((result) => result.ok) ? 0 : 1);
