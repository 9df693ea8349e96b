#!/usr/bin/env node
// `npm run soak [-- --minutes N]` (default 30; not in CI): mixed use of the built studio on
// MariaDB + Redis with two API processes and two workers: edits, generation, two renders at a
// time, a worker killed and started again every five minutes (more often in a short run, so there
// is at least one) and one Redis restart halfway. It checks no 5xx but the 503s of the outage, no
// job stuck, no entity event lost (an events stream per API process against the writes made),
// each process's memory within 10% of its value after warm-up (settled: see settle()), and the
// p99 of edits; prints a table and writes it as the "Soak" section of docs/benchmarks.md. Needs
// `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { BENCHMARKS_DOC, SOAK_SECTION } from './benchmarks-doc.mjs';
import { accepts, freePort } from './local-ports.cjs';
import { ROOT } from './workspaces.mjs';

const { createConnection } = createRequire(join(ROOT, 'backend', 'package.json'))('mysql2/promise');
const WebSocket = createRequire(join(ROOT, 'package.json'))('ws');

const { values: options } = parseArgs({ options: { minutes: { type: 'string', default: '30' } } });
const minutes = Number(options.minutes);
if (!(minutes > 0)) {
  console.error(`--minutes must be a positive number of minutes, not ${options.minutes}`);
  process.exit(2);
}
const RUN_MS = minutes * 60_000;
/** After this, each process's memory is its reference (a worker's counts from its own start). */
const WARM_UP_MS = Math.min(5 * 60_000, RUN_MS / 3);
const WORKER_RESTART_MS = Math.min(5 * 60_000, RUN_MS / 3);
const REDIS_RESTART_AT_MS = RUN_MS / 2;
const REDIS_DOWN_MS = 5_000;
/** A 503 this long after Redis is back still belongs to the outage. */
const OUTAGE_GRACE_MS = 10_000;
/** How long the jobs and events get to settle once the load stops. */
const DRAIN_MS = 5 * 60_000;
const EDIT_INTERVAL_MS = 150;
const GENERATION_INTERVAL_MS = 10_000;
const MEMORY_SAMPLE_MS = 5_000;
/**
 * Under load, memory is shown as the median of the samples over a window at each end (one sample
 * is a moment of the garbage collector's sawtooth or of a render's frame buffers); the verdict
 * compares settled memory instead (see settle()).
 */
const MEMORY_WINDOW_MS = Math.min(60_000, WARM_UP_MS / 3);
/** A settle waits this long at most for the jobs under way to finish. */
const SETTLE_WAIT_MS = 3 * 60_000;
/** A worker is killed this long after the settle before it, so it dies carrying jobs, as in a crash. */
const KILL_AFTER_SETTLE_MS = 20_000;
const GOALS = { editP99Ms: 200, memoryDrift: 0.1 };
const PASSWORD = 'soak-password-long-enough';
const MARIADB_URL = (process.env.TEST_MARIADB_URL ?? 'mariadb://studio:studio@127.0.0.1:3306').replace(/\/$/, '');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = Date.now();
const elapsed = () => Date.now() - startedAt;
const log = (message) => console.log(`[${(elapsed() / 1000).toFixed(0).padStart(5)} s] ${message}`);

async function until(ready, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Process groups still running: killed however this script ends, so no server outlives it. */
const groups = new Set();
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

/** A child in its own process group, so a kill reaches the browsers and encoders it started. */
function child(label, command, args, env) {
  const process_ = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  groups.add(process_.pid);
  let output = '';
  let inspector;
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    inspector ??= /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  };
  process_.stdout.on('data', keep);
  process_.stderr.on('data', keep);
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  return {
    label,
    pid: process_.pid,
    startedAt: Date.now(),
    output: () => output,
    /** Its inspector's address, for a Node process started with --inspect. */
    inspector: () => inspector,
    running: () => process_.exitCode === null && process_.signalCode === null,
    kill: async () => {
      try {
        process.kill(-process_.pid, 'SIGKILL');
      } catch (error) {
        if (error.code !== 'ESRCH') throw error;
      }
      await exited;
      groups.delete(process_.pid);
    },
  };
}

/**
 * A Node process's memory once its garbage is collected (through its inspector, as developer
 * tools' "collect garbage" button does): resident and JS heap in use, in MiB.
 */
async function collectedMemory(inspectorUrl) {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const answer = (data) => {
        const message = JSON.parse(data.toString());
        if (message.id !== id) return;
        socket.off('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', answer);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: the first pass's finalizers free more for the second.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const usage = JSON.parse(result.value);
    return { rssMib: usage.rss / 2 ** 20, heapMib: usage.heapUsed / 2 ** 20 };
  } finally {
    socket.close();
  }
}

/** Resident memory of one process, in MiB (its own, not its children's). */
function rssMib(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

// --- the studio: its database, Redis, two API processes and two workers -----------------------

const databaseName = `studio_soak_${Date.now().toString(36)}`;
const admin = await createConnection(MARIADB_URL.replace(/^mariadb:/, 'mysql:'));
await admin.query(`CREATE DATABASE \`${databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const dropDatabase = () => admin.query(`DROP DATABASE IF EXISTS \`${databaseName}\``);
// Stopped early: the servers go (the exit handler), and so does the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void dropDatabase().finally(() => process.exit(130)));
const dataDir = mkdtempSync(join(tmpdir(), 'studio-soak-'));
const redisDir = mkdtempSync(join(tmpdir(), 'studio-soak-redis-'));
const redisPort = await freePort();
const env = {
  DATABASE_URL: `${MARIADB_URL}/${databaseName}`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  JOB_QUEUE_PREFIX: 'studio-soak',
  JOBS_IN_API: 'false',
  DATA_DIR: dataDir,
  STUDIO_PASSWORD: PASSWORD,
  SEED_DEMO: 'false',
  OPENAI_API_KEY: '',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  GENERATIONS_PER_MINUTE: '10000',
};

let redis;
const startRedis = async () => {
  // Append-only, so a restart keeps the queues and the events stream, as a production Redis would.
  redis = child('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'yes'], {});
  await until(() => accepts(redisPort), 'redis-server', 10_000);
};

/** Every process that ran, for the memory check: API processes live all along, workers are replaced. */
const processes = [];

async function startApi(index) {
  const port = await freePort();
  // An inspector on a port of its own, for settle()'s garbage collection.
  const api = child(`API ${index}`, process.execPath, ['--inspect=127.0.0.1:0', join(ROOT, 'backend/dist/main.js')], { ...env, PORT: String(port) });
  api.url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (!api.running()) throw new Error(`${api.label} exited:\n${api.output()}`);
      return fetch(`${api.url}/api/health`).then((response) => response.ok, () => false);
    },
    api.label,
    120_000,
  );
  processes.push({ process: api, samples: [], settled: [] });
  return api;
}

async function startWorker(index, generation) {
  const worker = child(`worker ${index}${generation > 1 ? ` (start ${generation})` : ''}`, process.execPath, ['--inspect=127.0.0.1:0', join(ROOT, 'backend/dist/worker.js')], env);
  await until(
    async () => {
      if (!worker.running()) throw new Error(`${worker.label} exited:\n${worker.output()}`);
      return worker.output().includes('Studio worker taking jobs');
    },
    worker.label,
    120_000,
  );
  processes.push({ process: worker, samples: [], settled: [] });
  return worker;
}

await startRedis();
// One after the other: the first migrates the database.
const apis = [await startApi(1), await startApi(2)];
const workers = [await startWorker(1, 1), await startWorker(2, 1)];
log(`2 API processes, 2 workers, MariaDB database ${databaseName}, Redis on port ${redisPort}`);

// --- requests, with every answer's status and time ----------------------------------------------

/** Every request: [api index, kind, status (0 when it got no answer), ms, sent at, 'METHOD /path', ms the API process said it took (its Server-Timing)]. */
const requests = [];
let outage;
const outages = [];
/** When each worker was killed and started again. */
const workerRestartTimes = [];

async function login(api) {
  const response = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  if (!response.ok) throw new Error(`login on ${api.label}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
const cookies = await Promise.all(apis.map(login));

/** Sends one request to API `index`; its JSON, or undefined for anything but a 2xx. */
async function call(index, kind, method, path, body) {
  const start = performance.now();
  const at = Date.now();
  let status = 0;
  let json;
  let serverMs = NaN;
  try {
    const response = await fetch(`${apis[index].url}${path}`, {
      method,
      headers: { cookie: cookies[index], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    serverMs = Number(/\bapp;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    const text = await response.text();
    if (response.ok) json = text ? JSON.parse(text) : undefined;
    else if (kind === 'setup' || (status >= 500 && !(status === 503 && duringOutage(at)))) log(`${method} ${path} on ${apis[index].label}: ${status} ${text.slice(0, 200)}`);
  } catch (error) {
    log(`${method} ${path} on ${apis[index].label}: no answer (${error.message})`);
  }
  requests.push([index, kind, status, performance.now() - start, at, `${method} ${path}`, serverMs]);
  return json;
}

const duringOutage = (at) => outages.some(({ from, to }) => at >= from && at <= to + OUTAGE_GRACE_MS) || (outage !== undefined && at >= outage.from);

// --- events: a stream per API process, and the entity events the writes must cause ---------------

/** How many times each `entity id change` was written (answered 2xx): a stream must hear each at least that often. */
const expected = new Map();
const tally = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);
const expectEvent = (entity, id, change) => tally(expected, `${entity} ${id} ${change}`);
const expectedTotal = () => [...expected.values()].reduce((sum, times) => sum + times, 0);

function eventStream(index) {
  const stream = { index, received: new Map(), resyncs: 0, reconnects: 0, closed: false };
  let lastEventId;
  const controller = new AbortController();
  const read = async () => {
    while (!stream.closed) {
      try {
        const response = await fetch(`${apis[index].url}/api/events`, {
          headers: { cookie: cookies[index], accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = Object.fromEntries(
              buffer
                .slice(0, end)
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
            );
            buffer = buffer.slice(end + 2);
            if (message.id) lastEventId = message.id;
            if (message.event === 'resync') stream.resyncs += 1;
            if (message.event === 'entity') {
              const { entity, id, change } = JSON.parse(message.data);
              tally(stream.received, `${entity} ${id} ${change}`);
            }
          }
        }
      } catch (error) {
        if (stream.closed) return;
        if (error.name !== 'AbortError') log(`events stream of ${apis[index].label} dropped: ${error.message}`);
      }
      if (stream.closed) return;
      stream.reconnects += 1;
      await sleep(1_000);
    }
  };
  const reading = read();
  stream.close = async () => {
    stream.closed = true;
    controller.abort();
    await reading;
  };
  return stream;
}
const streams = apis.map((_, index) => eventStream(index));
await sleep(1_000);

// --- the content the load works on ---------------------------------------------------------------

const pick = (items) => items[Math.floor(Math.random() * items.length)];
let nextName = 1;
const uniqueName = (prefix) => `${prefix} ${nextName++}`;

/** A setup write, which must succeed (call logs why it did not). */
async function setup(index, method, path, body) {
  const created = await call(index, 'setup', method, path, body);
  if (!created) throw new Error(`setting up: ${method} ${path} failed`);
  return created;
}

/** A small project for edits and generation, made through the API one write at a time. */
const editProject = await setup(0, 'POST', '/api/projects', { name: 'Soak Edits', description: 'Edited all along by the soak.' });
expectEvent('project', editProject.id, 'created');
const editCharacters = [];
const editScenes = [];
for (let count = 0; count < 4; count += 1) {
  const character = await setup(count % 2, 'POST', '/api/characters', { projectId: editProject.id, name: uniqueName('Deckhand'), description: 'A sailor of the watch.' });
  expectEvent('character', character.id, 'created');
  editCharacters.push(character);
  const scene = await setup(count % 2, 'POST', '/api/scenes', { projectId: editProject.id, name: uniqueName('Watch') });
  expectEvent('scene', scene.id, 'created');
  editScenes.push(scene);
}

/** Two short scenes to render, from the blueprint API specs' pirate blueprint, whose media the workers generate first. */
const pirateBlueprint = JSON.parse(readFileSync(join(ROOT, 'backend', 'test', 'pirate-blueprint.json'), 'utf8'));
const renderProject = await setup(1, 'POST', '/api/projects/blueprint', {
  ...pirateBlueprint,
  project: { name: 'Soak Renders', description: 'Rendered over and over by the soak.' },
  scenes: ['Opening Scene', 'Closing Scene'].map((name) => ({ ...pirateBlueprint.scenes[0], name })),
});
const renderScenes = await setup(0, 'GET', `/api/projects/${renderProject.projectId}/scenes`);
log(`edit project ${editProject.id}; render project ${renderProject.projectId} with scenes ${renderScenes.map((scene) => scene.id).join(', ')}`);

// --- the load -------------------------------------------------------------------------------------

const loadStartedAt = Date.now();
const loadEndsAt = loadStartedAt + RUN_MS;
const loading = () => Date.now() < loadEndsAt;

const database = await createConnection(env.DATABASE_URL.replace(/^mariadb:/, 'mysql:'));
const unfinishedJobs = async () => (await database.query("SELECT id, type, state, stage FROM jobs WHERE state IN ('queued', 'running')"))[0];

/** While a settle holds it, the load queues no new jobs (edits go on). */
let held = false;
const whileHeld = async () => {
  while (held && loading()) await sleep(500);
};
const settles = [];
/** A process's age: from its start, or from the load's start for the processes that were up before it. */
const ageOf = (process_) => Date.now() - Math.max(process_.startedAt, loadStartedAt);

/**
 * Memory like for like: under load a process holds whatever its jobs of the moment need (a
 * render's frames), so each process's memory is judged settled: no new jobs queued, the ones under
 * way finished, then its garbage collected. A settle comes before each worker restart and once at
 * the end; a process is judged by its first settle after warm-up against its last.
 */
async function settle(reason) {
  const from = Date.now();
  held = true;
  let waiting;
  while ((waiting = (await unfinishedJobs()).length) > 0 && Date.now() - from < SETTLE_WAIT_MS) await sleep(1_000);
  for (const entry of processes) {
    const url = entry.process.running() && entry.process.inspector();
    if (!url) continue;
    try {
      entry.settled.push({ ageMs: ageOf(entry.process), ...(await collectedMemory(url)), busy: waiting > 0 });
    } catch (error) {
      // One process not measured this time is a gap in its row, not a reason to lose the run.
      log(`settled memory of ${entry.process.label}: not measured (${error.message})`);
    }
  }
  held = false;
  settles.push({ reason, ms: Date.now() - from, busy: waiting });
  log(`settled (${reason}) in ${((Date.now() - from) / 1000).toFixed(0)} s${waiting ? `, ${waiting} jobs still under way` : ''}`);
}

async function edits() {
  const sceneBatch = [];
  for (let tick = 0; loading(); tick += 1) {
    const index = tick % 2;
    const roll = Math.random();
    if (roll < 0.45) {
      const scene = pick(editScenes);
      if (await call(index, 'edit', 'PUT', `/api/scenes/${scene.id}`, { description: `Edited in round ${tick} of the soak.` })) expectEvent('scene', scene.id, 'updated');
    } else if (roll < 0.75) {
      const character = pick(editCharacters);
      if (await call(index, 'edit', 'PUT', `/api/characters/${character.id}`, { description: `Edited in round ${tick} of the soak.` })) expectEvent('character', character.id, 'updated');
    } else if (roll < 0.9 || sceneBatch.length === 0) {
      const scene = await call(index, 'edit', 'POST', '/api/scenes', { projectId: editProject.id, name: uniqueName('Passing') });
      if (scene) {
        expectEvent('scene', scene.id, 'created');
        sceneBatch.push(scene);
      }
    } else {
      const scene = sceneBatch.shift();
      if (await call(index, 'edit', 'DELETE', `/api/scenes/${scene.id}`)) expectEvent('scene', scene.id, 'deleted');
    }
    await sleep(EDIT_INTERVAL_MS);
  }
}

/** A voice line (synthesis) and now and then a character (its model), then the line goes again. */
async function generation() {
  for (let round = 0; loading(); round += 1) {
    await whileHeld();
    const index = round % 2;
    const character = pick(editCharacters);
    const line = await call(index, 'generation', 'POST', '/api/voicelines', { characterId: character.id, text: `Soak line ${round}, steady as she goes.` });
    if (line) expectEvent('voice-line', line.id, 'created');
    if (round % 6 === 5) {
      const newcomer = await call(index, 'generation', 'POST', '/api/characters', { projectId: editProject.id, name: uniqueName('Recruit'), description: 'Newly aboard.' });
      if (newcomer) expectEvent('character', newcomer.id, 'created');
    }
    await sleep(GENERATION_INTERVAL_MS / 2);
    if (line && (await call(index, 'generation', 'DELETE', `/api/voicelines/${line.id}`))) expectEvent('voice-line', line.id, 'deleted');
    await sleep(GENERATION_INTERVAL_MS / 2);
  }
}

/** How long a render may still run once the load stops; past it the load ends and the jobs check reports it. */
const RENDER_WAIT_AFTER_LOAD_MS = 2 * 60_000;
const renders = { queued: 0, complete: 0, failed: 0, refused: 0, unfinished: 0 };
/**
 * Keeps one render of each scene going: two at a time. The weather changes before each, so every
 * render draws its frames again rather than reusing the last render's chunks.
 */
async function rendering(scene, index) {
  for (let round = 0; loading(); round += 1) {
    await whileHeld();
    if (!loading()) break;
    if (await call(index, 'edit', 'PUT', `/api/scenes/${scene.id}`, { weather: round % 2 ? 'rain' : 'clear' })) expectEvent('scene', scene.id, 'updated');
    const job = await call(index, 'render', 'POST', `/api/scenes/${scene.id}/render`, { resolution: '640x360' });
    if (!job) {
      // Not ready yet (its media are still generating) or Redis is away: ask again shortly.
      renders.refused += 1;
      await sleep(5_000);
      continue;
    }
    renders.queued += 1;
    for (;;) {
      await sleep(2_000);
      const current = await call(index, 'render', 'GET', `/api/jobs/${job.id}`);
      if (current?.state === 'complete' || current?.state === 'failed') {
        renders[current.state] += 1;
        if (current.state === 'failed') log(`render of scene ${scene.id} failed: ${current.error}`);
        break;
      }
      if (Date.now() > loadEndsAt + RENDER_WAIT_AFTER_LOAD_MS) {
        renders.unfinished += 1;
        log(`render job ${job.id} of scene ${scene.id} still ${current?.state ?? 'unknown'} ${RENDER_WAIT_AFTER_LOAD_MS / 60_000} min after the load stopped`);
        break;
      }
    }
  }
}

/** Kills a worker (as a crash would: SIGKILL to it and its browsers) and starts it again, in turn. */
async function workerRestarts() {
  const restarts = [];
  for (let count = 0; ; count += 1) {
    await sleep(Math.min(WORKER_RESTART_MS, loadEndsAt - Date.now()));
    if (!loading()) return restarts;
    await settle(`before worker restart ${count + 1}`);
    await sleep(KILL_AFTER_SETTLE_MS);
    if (!loading()) return restarts;
    const slot = count % 2;
    workerRestartTimes.push(Date.now());
    await workers[slot].kill();
    workers[slot] = await startWorker(slot + 1, restarts.filter((restart) => restart === slot).length + 2);
    restarts.push(slot);
    log(`worker ${slot + 1} killed and started again`);
  }
}

async function redisRestart() {
  await sleep(REDIS_RESTART_AT_MS);
  outage = { from: Date.now() };
  await redis.kill();
  log(`Redis killed; back in ${REDIS_DOWN_MS / 1000} s`);
  await sleep(REDIS_DOWN_MS);
  await startRedis();
  outages.push({ from: outage.from, to: Date.now() });
  outage = undefined;
  log('Redis is back');
}

async function sampleMemory() {
  while (loading()) {
    for (const entry of processes) {
      const rss = entry.process.running() ? rssMib(entry.process.pid) : undefined;
      // Ages count from the load's start for the processes that were up before it.
      if (rss !== undefined) entry.samples.push([ageOf(entry.process), rss]);
    }
    await sleep(MEMORY_SAMPLE_MS);
  }
}

const progress = setInterval(() => {
  const edited = requests.filter(([, kind]) => kind === 'edit').length;
  log(`${edited} edits, renders ${JSON.stringify(renders)}, ${expectedTotal()} events expected`);
}, 30_000);
const [, , , , restarts] = await Promise.all([
  edits(),
  generation(),
  sampleMemory(),
  Promise.all(renderScenes.slice(0, 2).map((scene, index) => rendering(scene, index))),
  workerRestarts(),
  redisRestart(),
]);
clearInterval(progress);
log('load stopped; waiting for the jobs and the events to settle');

// --- drain, then the verdicts ---------------------------------------------------------------------

/** The writes a stream did not hear about (as often as they were made). */
const missing = (stream) => [...expected].flatMap(([event, times]) => Array(Math.max(0, times - (stream.received.get(event) ?? 0))).fill(event));
const drainEnds = Date.now() + DRAIN_MS;
while (Date.now() < drainEnds && ((await unfinishedJobs()).length > 0 || streams.some((stream) => missing(stream).length > 0))) await sleep(2_000);
const stuck = await unfinishedJobs();
await settle('at the end');
const [[jobCounts]] = await database.query(
  "SELECT COUNT(*) AS total, SUM(state = 'complete') AS complete, SUM(state = 'failed') AS failed FROM jobs",
);
const [failedByType] = await database.query("SELECT type, COUNT(*) AS count FROM jobs WHERE state = 'failed' GROUP BY type ORDER BY type");
await database.end();

const percentile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : NaN;
};
const answeredEdits = requests.filter(([, kind, status]) => kind === 'edit' && status >= 200 && status < 300);
const editTimes = answeredEdits.map(([, , , ms]) => ms);
/** The part of each edit's time spent in the API process: the rest was a wait in front of it (the machine busy, the network). */
const editServerTimes = answeredEdits.map(([, , , , , , serverMs]) => serverMs).filter(Number.isFinite);
/** What else was going on when an edit was sent: where the slow ones fall says what slows them. */
const WORKER_START_MS = 30_000;
const happeningAt = (at) =>
  duringOutage(at) ? 'Redis outage' : workerRestartTimes.some((restart) => at >= restart && at <= restart + WORKER_START_MS) ? 'worker restarting' : 'steady';
const steadyEditTimes = answeredEdits.filter(([, , , , at]) => happeningAt(at) === 'steady').map(([, , , ms]) => ms);
const slowestEdits = [...answeredEdits].sort((a, b) => b[3] - a[3]).slice(0, 10);
const serverErrors = requests.filter(([, , status, , at]) => status === 0 || (status >= 500 && !(status === 503 && duringOutage(at))));
const outage503s = requests.filter(([, , status, , at]) => status === 503 && duringOutage(at)).length;

/**
 * Memory: each process's settled memory at its first settle after warm-up (workers from their own
 * start; a settle a little early, as the restarts drift, still counts) against its last; a process
 * that was not settled twice after warm-up has no row. Beside it, the RSS under load: the medians
 * of the windows after warm-up and at the end.
 */
const median = (values) => percentile(values, 0.5);
const WARM_UP_SLACK_MS = 60_000;
const memoryRows = processes.flatMap(({ process: { label }, samples, settled }) => {
  const judged = settled.filter(({ ageMs }) => ageMs >= WARM_UP_MS - WARM_UP_SLACK_MS);
  if (judged.length < 2) return [];
  const [warm, last] = [judged[0], judged.at(-1)];
  const loadedAt = (from, to) => median(samples.filter(([age]) => age >= from && age < to).map(([, rss]) => rss));
  return [
    {
      label,
      warm,
      last,
      minutes: (last.ageMs - warm.ageMs) / 60_000,
      drift: (last.rssMib - warm.rssMib) / warm.rssMib,
      loaded: [loadedAt(WARM_UP_MS, WARM_UP_MS + MEMORY_WINDOW_MS), loadedAt(last.ageMs - MEMORY_WINDOW_MS, last.ageMs)],
    },
  ];
});
const mib = (value) => `${value.toFixed(0)} MiB`;
const signed = (fraction) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;

const fmt = (ms) => `${ms.toFixed(0)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const lostPerStream = streams.map(missing);
const rows = [
  [
    'responses',
    `${requests.length} requests; ${serverErrors.length} 5xx or unanswered outside the Redis outage; ${outage503s} documented 503s during it`,
    verdict(serverErrors.length === 0),
  ],
  [
    'jobs',
    `${jobCounts.total} jobs: ${Number(jobCounts.complete)} complete, ${Number(jobCounts.failed)} failed` +
      `${failedByType.length ? ` (${failedByType.map(({ type, count }) => `${count} ${type}`).join(', ')})` : ''}, ${stuck.length} stuck once settled (given up to ${DRAIN_MS / 60_000} min)` +
      `${stuck.length ? ` (${stuck.slice(0, 5).map((job) => `${job.id} ${job.type} ${job.state} ${job.stage ?? ''}`.trim()).join('; ')})` : ''}`,
    verdict(stuck.length === 0),
  ],
  [
    'renders',
    `${renders.queued} queued two at a time: ${renders.complete} complete, ${renders.failed} failed, ${renders.unfinished} unfinished (${renders.refused} asks refused while not ready)`,
    verdict(renders.complete > 0 && renders.unfinished === 0),
  ],
  [
    'events',
    streams
      .map((stream, index) => `${apis[index].label} stream: ${expectedTotal() - lostPerStream[index].length}/${expectedTotal()} write events, ${stream.reconnects} reconnects, ${stream.resyncs} resyncs`)
      .join('; ') + (lostPerStream.flat().length ? `; lost e.g. ${lostPerStream.flat().slice(0, 5).join(', ')}` : ''),
    verdict(lostPerStream.every((lost) => lost.length === 0)),
  ],
  ...memoryRows.map(({ label, warm, last, minutes: span, drift, loaded }) => [
    `memory ${label}`,
    `settled ${mib(warm.rssMib)} after warm-up, ${mib(last.rssMib)} ${span.toFixed(0)} min later (${signed(drift)}, goal within ${GOALS.memoryDrift * 100}%; JS heap ${mib(warm.heapMib)} → ${mib(last.heapMib)})` +
      `${warm.busy || last.busy ? ', with jobs still under way' : ''}; under load ${mib(loaded[0])} → ${mib(loaded[1])} (medians over ${(MEMORY_WINDOW_MS / 1000).toFixed(0)} s)`,
    verdict(Math.abs(drift) <= GOALS.memoryDrift),
  ]),
  [
    'edits',
    `${editTimes.length} edits, p50 ${fmt(percentile(editTimes, 0.5))}, p99 ${fmt(percentile(editTimes, 0.99))} (goal <= ${GOALS.editP99Ms} ms), max ${fmt(Math.max(...editTimes))}; ` +
      `p99 of the ${steadyEditTimes.length} sent outside the Redis outage and the ${WORKER_START_MS / 1000} s after a worker restart ${fmt(percentile(steadyEditTimes, 0.99))}; ` +
      `in the API process (its Server-Timing) p50 ${fmt(percentile(editServerTimes, 0.5))}, p99 ${fmt(percentile(editServerTimes, 0.99))}`,
    verdict(percentile(editTimes, 0.99) <= GOALS.editP99Ms),
  ],
  ['restarts', `workers killed and started again: ${restarts.length}; Redis restarted once, down ${REDIS_DOWN_MS / 1000} s`, verdict(outages.length === 1)],
];

const table = ['| check | measurement | verdict |', '|---|---|---|', ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`)];
const slowest = [
  'The slowest edits (seconds into the run, API, call, time of which in the API process, what else was going on):',
  '',
  ...slowestEdits.map(
    ([index, , , ms, at, call, serverMs]) => `- ${((at - startedAt) / 1000).toFixed(0)} s, ${apis[index].label}, ${call}: ${fmt(ms)}, ${fmt(serverMs)} in the API (${happeningAt(at)})`,
  ),
];
console.log(`\n${table.join('\n')}\n\n${slowest.join('\n')}\n`);

// Also the process's own section of docs/benchmarks.md (npm run bench keeps it when it rewrites the file).
const section = [
  `## Soak (${minutes} minute${minutes === 1 ? '' : 's'})`,
  '',
  `Written by \`npm run soak -- --minutes ${minutes}\` on ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} cores: MariaDB + Redis, two API processes and two workers;` +
    ` edits every ${EDIT_INTERVAL_MS} ms, a voice line every ${GENERATION_INTERVAL_MS / 1000} s, two renders at a time, a worker killed every ${(WORKER_RESTART_MS / 60_000).toFixed(1)} min, Redis down ${REDIS_DOWN_MS / 1000} s halfway; memory (RSS) settled (no new jobs, those under way finished, garbage collected) before each worker restart and at the end, each process's first settle after ${(WARM_UP_MS / 60_000).toFixed(1)} min of warm-up against its last (${settles.length} settles, ${(median(settles.map(({ ms }) => ms)) / 1000).toFixed(0)} s each at the median).`,
  '',
  ...table,
  '',
  ...slowest,
  '',
].join('\n');
const current = readFileSync(BENCHMARKS_DOC, 'utf8');
const existing = current.match(SOAK_SECTION);
writeFileSync(BENCHMARKS_DOC, existing ? current.replace(existing[0], `${section}\n`) : `${current.trimEnd()}\n\n${section}`);
log('wrote the Soak section of docs/benchmarks.md');
// Every memory sample, so a drifting process can be looked at over its whole life.
const samplesFile = join(tmpdir(), `studio-soak-memory-${Date.now()}.json`);
writeFileSync(samplesFile, JSON.stringify(processes.map(({ process: { label }, samples, settled }) => ({ label, samples: samples.map(([ageMs, rssMib]) => ({ ageMs, rssMib })), settled }))));
log(`memory samples (age ms, RSS MiB) and settled memory of every process: ${samplesFile}`);

// --- tidy up --------------------------------------------------------------------------------------

await Promise.all(streams.map((stream) => stream.close()));
for (const running of [...workers, ...apis, redis]) await running.kill();
await dropDatabase();
await admin.end();
rmSync(dataDir, { recursive: true, force: true });
rmSync(redisDir, { recursive: true, force: true });
process.exit(rows.every(([, , result]) => result === 'PASS') ? 0 : 1);
