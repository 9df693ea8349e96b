/**
 * Engine benchmark: voice and music real-time factors (processing time / audio duration) and GLB
 * build times, with their input sizes, against the goals. Prints a table; never fails the run.
 * Run after `npm run build -w @studio/backend && npm run build:bench -w @studio/backend`: node backend/dist-bench/engines.bench.js
 */
import { cpus, loadavg } from 'node:os';
import { MUSIC_STYLES } from '@studio/contracts/music';
import { KIND_FOR_SET_TYPE, OCEAN_TYPES, SET_KIND_INFO, SET_KINDS, SET_TYPES } from '@studio/contracts/sets';
import { encodeWav, EspeakVoiceEngine, FfmpegAudioEncoder, LocalModelEngine, renderTrack, voiceProfileFor } from '../src/engines';
import { printTable, type Row } from './table';

const VOICE_RTF_GOAL = 0.02;
const MUSIC_RTF_GOAL = 0.02;
const MUSIC_SECONDS = 30;
const REPEATS = 3;
const VOICE_WARM_RUNS = 3;
const VOICE_REPEATS = 5;

const SENTENCE = 'The wind picked up as the crew hauled the last barrel aboard, and the captain shouted across the deck. ';
const TEXTS = {
  short: 'Ahoy, matey!',
  medium: SENTENCE,
  long: SENTENCE.repeat(6),
};

const verdict = (value: number, goal: number) => (value <= goal ? 'PASS' : 'MISS');
/** Verdict on wall time and on CPU time, e.g. 'MISS wall / PASS cpu' on a busy machine. */
const verdicts = (wallMilliseconds: number, cpuMilliseconds: number, audioSeconds: number, goal: number) =>
  `${verdict(wallMilliseconds / 1000 / audioSeconds, goal)} wall / ${verdict(cpuMilliseconds / 1000 / audioSeconds, goal)} cpu`;
const median = (values: number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

/**
 * Wall time and process CPU time (all threads, so the speech worker counts). On a shared machine
 * wall time includes waiting for a core; CPU time is what the engine itself costs.
 */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; milliseconds: number; cpuMilliseconds: number }> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuStarted);
  return { result, milliseconds: performance.now() - started, cpuMilliseconds: (cpu.user + cpu.system) / 1000 };
}

async function benchVoice(): Promise<void> {
  const engine = new EspeakVoiceEngine();
  const rows: Row[] = [];
  try {
    const voice = voiceProfileFor({ name: 'Captain Redbeard' });
    // Warm-up: starts the worker, loads eSpeak-NG's data and lets the WASM reach its optimized tier (reported separately).
    const warmUp = await timed(() => engine.synthesize({ text: TEXTS.long, voice }));
    rows.push({ input: 'engine start + first line (long)', chars: String(TEXTS.long.length), 'audio s': warmUp.result.durationSeconds.toFixed(2), 'wall ms': warmUp.milliseconds.toFixed(0), 'cpu ms': warmUp.cpuMilliseconds.toFixed(0), 'RTF wall': '-', 'RTF cpu': '-', goal: '-', result: '-' });
    for (const [size, text] of Object.entries(TEXTS)) {
      // A running server has spoken lines of every length: the first few of a new shape run in
      // the WASM's slower tiers (that cold cost is the first row), the steady state is measured.
      for (let repeat = 0; repeat < VOICE_WARM_RUNS; repeat += 1) await engine.synthesize({ text, voice });
      const runs = [];
      for (let repeat = 0; repeat < VOICE_REPEATS; repeat += 1) runs.push(await timed(() => engine.synthesize({ text, voice })));
      const milliseconds = median(runs.map((run) => run.milliseconds));
      const cpuMilliseconds = median(runs.map((run) => run.cpuMilliseconds));
      const seconds = runs[0].result.durationSeconds;
      rows.push({
        input: size, chars: String(text.length), 'audio s': seconds.toFixed(2),
        'wall ms': milliseconds.toFixed(0), 'cpu ms': cpuMilliseconds.toFixed(0),
        'RTF wall': (milliseconds / 1000 / seconds).toFixed(4), 'RTF cpu': (cpuMilliseconds / 1000 / seconds).toFixed(4),
        goal: `<= ${VOICE_RTF_GOAL}`, result: verdicts(milliseconds, cpuMilliseconds, seconds, VOICE_RTF_GOAL),
      });
    }
  } catch (error) {
    rows.push({ input: 'error', chars: '-', 'audio s': '-', 'wall ms': '-', 'cpu ms': '-', 'RTF wall': '-', 'RTF cpu': '-', goal: '-', result: `ERROR ${String(error)}` });
  } finally {
    await engine.dispose();
  }
  printTable('Voice: eSpeak-NG (WASM) in a worker thread, 16-bit mono WAV, median of 5 after 3 unmeasured runs', rows);
}

async function benchMusic(): Promise<void> {
  const rows: Row[] = [];
  let lastWav: Buffer | undefined;
  for (const { value: style } of MUSIC_STYLES) {
    try {
      const { result: track, milliseconds, cpuMilliseconds } = await timed(() => renderTrack({ style, mood: null, seed: 1, durationSeconds: MUSIC_SECONDS }));
      const seconds = track.durationSeconds;
      lastWav = encodeWav({ sampleRate: track.sampleRate, channels: [track.left, track.right] });
      rows.push({
        style, 'audio s': String(seconds), 'stereo frames': String(track.left.length),
        'wall ms': milliseconds.toFixed(0), 'cpu ms': cpuMilliseconds.toFixed(0),
        'RTF wall': (milliseconds / 1000 / seconds).toFixed(4), 'RTF cpu': (cpuMilliseconds / 1000 / seconds).toFixed(4),
        goal: `<= ${MUSIC_RTF_GOAL}`, result: verdicts(milliseconds, cpuMilliseconds, seconds, MUSIC_RTF_GOAL),
      });
    } catch (error) {
      rows.push({ style, 'audio s': '-', 'stereo frames': '-', 'wall ms': '-', 'cpu ms': '-', 'RTF wall': '-', 'RTF cpu': '-', goal: '-', result: `ERROR ${String(error)}` });
    }
  }
  printTable(`Music: pure-JS synthesizer, ${MUSIC_SECONDS} s stereo at 44.1 kHz (render only)`, rows);
  const encoder = new FfmpegAudioEncoder();
  if (lastWav && (await encoder.supportsOpus())) {
    const wav = lastWav;
    const { result: webm, milliseconds } = await timed(() => encoder.wavToOpusWebm(wav));
    printTable('Music encoding: ffmpeg libopus 128 kb/s into WebM', [
      { input: `${(wav.length / 1e6).toFixed(1)} MB WAV (${MUSIC_SECONDS} s)`, output: `${(webm.length / 1e3).toFixed(0)} kB WebM`, 'time ms': milliseconds.toFixed(0), RTF: (milliseconds / 1000 / MUSIC_SECONDS).toFixed(4) },
    ]);
  } else {
    process.stdout.write('\nMusic encoding: ffmpeg with libopus not found, tracks stay WAV\n');
  }
}

async function benchModels(): Promise<void> {
  const engine = new LocalModelEngine();
  const rows: Row[] = [];
  const cases: { input: string; build: () => ReturnType<LocalModelEngine['buildSet']> }[] = [
    { input: 'character: plain', build: () => engine.buildCharacter({ name: 'Rosa', description: 'A cheerful taco chef', isPirate: false }) },
    { input: 'character: pirate', build: () => engine.buildCharacter({ name: 'Captain Redbeard', description: 'A captain with a parrot', isPirate: true }) },
    ...SET_TYPES.map((type) => ({ input: `set: ${type}`, build: () => engine.buildSet({ name: `The ${type}`, type }) })),
    // The other kinds of place; each spec type above builds as its own.
    ...SET_KINDS.filter((kind) => !Object.values(KIND_FOR_SET_TYPE).includes(kind)).map((kind) => ({
      input: `set: ${kind}`,
      build: () => engine.buildSet({ name: `The ${SET_KIND_INFO[kind].label}`, type: SET_KIND_INFO[kind].family, kind }),
    })),
    ...OCEAN_TYPES.map((oceanType) => ({ input: `set: ship on ${oceanType} ocean`, build: () => engine.buildSet({ name: 'The Black Gull', type: 'farm', oceanType }) })),
  ];
  for (const { input, build } of cases) {
    try {
      const runs = [];
      for (let repeat = 0; repeat < REPEATS; repeat += 1) runs.push(await timed(build));
      const model = runs[0].result;
      rows.push({ input, nodes: String(model.nodeNames.length), animations: model.animationNames.join(',') || '-', 'GLB kB': (model.glb.length / 1e3).toFixed(0), 'build ms': median(runs.map((run) => run.milliseconds)).toFixed(1) });
    } catch (error) {
      rows.push({ input, nodes: '-', animations: '-', 'GLB kB': '-', 'build ms': `ERROR ${String(error)}` });
    }
  }
  printTable('3D models: procedural GLB with glTF Transform, median of 3', rows);
}

async function main(): Promise<void> {
  const [load] = loadavg();
  process.stdout.write(`Engines benchmark on ${cpus().length} CPU(s), load average ${load.toFixed(2)} (other work inflates the times)\n`);
  await benchVoice();
  await benchMusic();
  await benchModels();
}

main().catch((error: unknown) => {
  // A benchmark reports; it never fails the run.
  process.stdout.write(`engines benchmark stopped early: ${String(error)}\n`);
});
