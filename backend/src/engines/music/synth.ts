/**
 * A small offline synthesizer: oscillators with envelopes and filters, a few physical-ish
 * instruments, drums from noise and swept sines, and a Schroeder reverb. Everything renders
 * straight into one stereo mix plus a mono reverb send, so a 30 s track takes a fraction of a
 * second. Noise comes from a seeded generator, so a render is reproducible sample for sample.
 */

export interface Mix {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
  /** Mono send to the reverb. */
  send: Float32Array;
  noiseState: number;
}

export function createMix(sampleRate: number, seconds: number, noiseSeed: number): Mix {
  const frames = Math.ceil(sampleRate * seconds);
  return {
    sampleRate,
    left: new Float32Array(frames),
    right: new Float32Array(frames),
    send: new Float32Array(frames),
    noiseState: noiseSeed | 1,
  };
}

const TABLE_SIZE = 4096;
const SINE_TABLE = new Float32Array(TABLE_SIZE + 1);
for (let index = 0; index <= TABLE_SIZE; index += 1) SINE_TABLE[index] = Math.sin((2 * Math.PI * index) / TABLE_SIZE);

/** sin(2*pi*phase) for phase in [0, 1), by table lookup. */
function sine(phase: number): number {
  return SINE_TABLE[(phase * TABLE_SIZE) | 0];
}

export type Waveform = 'sine' | 'saw' | 'square' | 'triangle' | 'pulse';

export interface ToneOptions {
  wave: Waveform;
  gain: number;
  /** -1 (left) .. 1 (right). */
  pan?: number;
  attack?: number;
  decay?: number;
  /** Level held after the decay, 0..1. */
  sustain?: number;
  release?: number;
  /** Number of detuned oscillators (1..4). */
  unison?: number;
  detuneCents?: number;
  /** Two-pole low-pass cutoff; undefined leaves the tone unfiltered. */
  cutoffHz?: number;
  /** Extra cutoff at the note start that falls away over the decay time (a 'pluck' or 'wah'). */
  filterEnvelopeHz?: number;
  vibratoHz?: number;
  /** Vibrato depth in semitones. */
  vibratoDepth?: number;
  /** tanh overdrive amount (guitar). */
  drive?: number;
  /** Reverb send, 0..1. */
  reverb?: number;
  /** Ducks the tone at every beat of this length (sidechain pumping). */
  pumpBeatSeconds?: number;
}

function panGains(pan: number): [number, number] {
  const angle = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

const WAVE_CODES: Record<Waveform, number> = { sine: 0, saw: 1, square: 2, pulse: 3, triangle: 4 };

/** tanh-like soft clipper (rational approximation, much cheaper than Math.tanh). */
function softClip(value: number): number {
  if (value > 3) return 1;
  if (value < -3) return -1;
  const squared = value * value;
  return (value * (27 + squared)) / (27 + 9 * squared);
}

/**
 * One note of a subtractive synth voice. Several frequencies (a power chord, a pad chord) can
 * share one envelope, filter and overdrive, which is both cheaper and how a guitar distorts.
 */
export function addTone(mix: Mix, start: number, duration: number, frequency: number | readonly number[], options: ToneOptions): void {
  const { sampleRate } = mix;
  const attack = Math.max(0.002, options.attack ?? 0.01);
  const decay = Math.max(0.005, options.decay ?? 0.1);
  const sustain = options.sustain ?? 0.8;
  const release = Math.max(0.005, options.release ?? 0.05);
  const unison = Math.max(1, Math.min(4, options.unison ?? 1));
  const detune = options.detuneCents ?? 0;
  const [leftGain, rightGain] = panGains(options.pan ?? 0);
  const send = options.reverb ?? 0;
  const drive = options.drive ?? 0;
  const driveNormal = drive > 0 ? 1 / softClip(1 + drive) : 1;
  const startFrame = Math.round(start * sampleRate);
  const holdFrames = Math.max(1, Math.round(duration * sampleRate));
  const endFrame = Math.min(mix.left.length, startFrame + holdFrames + Math.round(release * sampleRate));
  const frequencies = typeof frequency === 'number' ? [frequency] : frequency;
  const oscillators = frequencies.length * unison;
  const increments = new Float64Array(oscillators);
  const phases = new Float64Array(oscillators);
  frequencies.forEach((noteFrequency, note) => {
    for (let voice = 0; voice < unison; voice += 1) {
      const cents = unison === 1 ? 0 : detune * ((2 * voice) / (unison - 1) - 1);
      increments[note * unison + voice] = (noteFrequency * 2 ** (cents / 1200)) / sampleRate;
      phases[note * unison + voice] = ((note * unison + voice) * 0.37) % 1;
    }
  });
  const wave = WAVE_CODES[options.wave];
  const filtered = options.cutoffHz !== undefined;
  const baseCutoff = options.cutoffHz ?? 0;
  const filterEnvelope = options.filterEnvelopeHz ?? 0;
  const vibratoIncrement = (options.vibratoHz ?? 0) / sampleRate;
  // Semitones to a frequency ratio, linearized: depths are a fraction of a semitone.
  const vibratoDepth = ((options.vibratoDepth ?? 0) * Math.LN2) / 12;
  const vibratoRampFrames = 0.3 * sampleRate;
  const pumpFrames = options.pumpBeatSeconds ? options.pumpBeatSeconds * sampleRate : 0;
  const attackFrames = attack * sampleRate;
  const decayRate = Math.exp(-1 / (decay * sampleRate * 0.3));
  const releaseRate = Math.exp(-1 / (release * sampleRate * 0.3));
  const maxCutoff = sampleRate * 0.45;
  const filterDecayBlock = Math.exp(-32 / (decay * sampleRate * 0.5));
  let envelope = 0;
  let decayLevel = 1;
  let filterExtra = filterEnvelope;
  let low1 = 0;
  let low2 = 0;
  let vibratoPhase = 0;
  let coefficient = 1;
  // Position within the current beat, for sidechain pumping locked to the song's grid.
  let pumpPosition = pumpFrames > 0 ? Math.max(0, startFrame) % pumpFrames : 0;
  const normal = options.gain / Math.sqrt(oscillators);
  const { left, right, send: reverbSend } = mix;
  for (let frame = Math.max(0, startFrame); frame < endFrame; frame += 1) {
    const elapsed = frame - startFrame;
    if (elapsed < attackFrames) envelope = elapsed / attackFrames;
    else if (elapsed < holdFrames) {
      decayLevel *= decayRate;
      envelope = sustain + (1 - sustain) * decayLevel;
    } else envelope *= releaseRate;
    let pitch = 1;
    if (vibratoDepth > 0) {
      vibratoPhase += vibratoIncrement;
      if (vibratoPhase >= 1) vibratoPhase -= 1;
      // Vibrato fades in over the first 0.3 s, as a player's would.
      pitch = 1 + vibratoDepth * sine(vibratoPhase) * (elapsed < vibratoRampFrames ? elapsed / vibratoRampFrames : 1);
    }
    let sample = 0;
    for (let oscillator = 0; oscillator < oscillators; oscillator += 1) {
      let phase = phases[oscillator] + increments[oscillator] * pitch;
      if (phase >= 1) phase -= 1;
      phases[oscillator] = phase;
      if (wave === 1) sample += 2 * phase - 1;
      else if (wave === 0) sample += sine(phase);
      else if (wave === 2) sample += phase < 0.5 ? 1 : -1;
      else if (wave === 3) sample += phase < 0.25 ? 1 : -0.33;
      else sample += phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
    }
    if (filtered) {
      if ((elapsed & 31) === 0) {
        filterExtra *= filterDecayBlock;
        const cutoff = baseCutoff + filterExtra < maxCutoff ? baseCutoff + filterExtra : maxCutoff;
        coefficient = 1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate);
      }
      low1 += coefficient * (sample - low1);
      low2 += coefficient * (low1 - low2);
      sample = low2;
    }
    if (drive > 0) sample = softClip(sample * (1 + drive)) * driveNormal;
    let level = envelope * normal;
    if (pumpFrames > 0) {
      pumpPosition += 1;
      if (pumpPosition >= pumpFrames) pumpPosition -= pumpFrames;
      const pump = (pumpPosition / pumpFrames) * 3;
      level *= 0.35 + 0.65 * (pump < 1 ? pump : 1);
    }
    const value = sample * level;
    left[frame] += value * leftGain;
    right[frame] += value * rightGain;
    reverbSend[frame] += value * send;
  }
}

export interface StruckOptions {
  gain: number;
  pan?: number;
  reverb?: number;
  /** Relative amplitude of partials 1..n. */
  partials: readonly number[];
  /** Frequency ratio of each partial to the fundamental (defaults to harmonic). */
  ratios?: readonly number[];
  /** Decay time of the fundamental in seconds; higher partials decay faster. */
  decay: number;
  /** Damps the note after its written duration (piano key release). */
  releaseAfterDuration?: number;
  /** FM brightness at the attack (electric piano tine). */
  fmIndex?: number;
}

/** Struck or plucked tones: a sum of decaying partials (piano, bells, pizzicato, upright bass). */
export function addStruck(mix: Mix, start: number, duration: number, frequency: number, options: StruckOptions): void {
  const { sampleRate } = mix;
  const [leftGain, rightGain] = panGains(options.pan ?? 0);
  const send = options.reverb ?? 0;
  const startFrame = Math.round(start * sampleRate);
  const releaseAfter = options.releaseAfterDuration;
  // The fundamental is ~60 dB down after 1.75 decay times; rendering further is wasted work.
  const ringSeconds = options.decay * 1.75;
  const ringFrames = Math.round((releaseAfter !== undefined ? Math.min(duration + releaseAfter * 2, ringSeconds) : ringSeconds) * sampleRate);
  const endFrame = Math.min(mix.left.length, startFrame + ringFrames);
  const holdFrames = Math.round(duration * sampleRate);
  const count = options.partials.length;
  const increments = new Float64Array(count);
  const phases = new Float64Array(count);
  const levels = new Float64Array(count);
  const decays = new Float64Array(count);
  for (let partial = 0; partial < count; partial += 1) {
    const ratio = options.ratios?.[partial] ?? partial + 1;
    increments[partial] = Math.min(0.45, (frequency * ratio) / sampleRate);
    levels[partial] = (frequency * ratio) / sampleRate < 0.45 ? options.partials[partial] : 0;
    decays[partial] = Math.exp(-1 / (((options.decay / (1 + partial * 0.6)) * sampleRate) / 4));
  }
  const damp = Math.exp(-1 / (((releaseAfter ?? 1) * sampleRate) / 5));
  const fmIndex = options.fmIndex ?? 0;
  const fmDecay = Math.exp(-1 / (0.25 * sampleRate));
  const modulatorIncrement = frequency / sampleRate;
  let modulatorPhase = 0;
  let fm = fmIndex;
  let damping = 1;
  const attackFrames = 0.004 * sampleRate;
  const { left, right, send: reverbSend } = mix;
  for (let frame = Math.max(0, startFrame); frame < endFrame; frame += 1) {
    const elapsed = frame - startFrame;
    if (releaseAfter !== undefined && elapsed > holdFrames) damping *= damp;
    let modulation = 0;
    if (fmIndex > 0) {
      modulatorPhase += modulatorIncrement;
      if (modulatorPhase >= 1) modulatorPhase -= 1;
      modulation = fm * sine(modulatorPhase);
      fm *= fmDecay;
    }
    let sample = 0;
    for (let partial = 0; partial < count; partial += 1) {
      let phase = phases[partial] + increments[partial];
      if (phase >= 1) phase -= 1;
      phases[partial] = phase;
      let modulated = phase + modulation * 0.159;
      modulated -= modulated | 0;
      if (modulated < 0) modulated += 1;
      sample += sine(modulated) * levels[partial];
      levels[partial] *= decays[partial];
    }
    const value = sample * options.gain * damping * (elapsed < attackFrames ? elapsed / attackFrames : 1);
    left[frame] += value * leftGain;
    right[frame] += value * rightGain;
    reverbSend[frame] += value * send;
  }
}

export type DrumSound = 'kick' | 'snare' | 'clap' | 'hat' | 'openHat' | 'ride' | 'crash' | 'tom' | 'timpani' | 'brush';

export interface DrumOptions {
  gain: number;
  pan?: number;
  reverb?: number;
  /** Pitch for toms and timpani. */
  frequency?: number;
}

/** One drum hit. */
export function addDrum(mix: Mix, start: number, sound: DrumSound, options: DrumOptions): void {
  const { sampleRate } = mix;
  const startFrame = Math.round(start * sampleRate);
  const [leftGain, rightGain] = panGains(options.pan ?? 0);
  const send = options.reverb ?? 0;
  const spec = DRUM_SPECS[sound];
  const length = Math.round(spec.length * sampleRate);
  const endFrame = Math.min(mix.left.length, startFrame + length);
  const toneDecay = Math.exp(-1 / (spec.toneDecay * sampleRate));
  const noiseDecay = Math.exp(-1 / (spec.noiseDecay * sampleRate));
  const baseFrequency = options.frequency ?? spec.frequency;
  const sweepDecay = Math.exp(-1 / (spec.sweepTime * sampleRate));
  const highpassCoefficient = 1 - Math.exp((-2 * Math.PI * spec.noiseHighpassHz) / sampleRate);
  let toneLevel = spec.tone;
  let noiseLevel = spec.noise;
  let sweep = spec.sweep;
  let phase = 0;
  let metalPhase = 0;
  const burstFrames = Math.round(0.01 * sampleRate);
  let noiseState = mix.noiseState;
  let lowpass = 0;
  const { left, right, send: reverbSend } = mix;
  for (let frame = Math.max(0, startFrame); frame < endFrame; frame += 1) {
    const elapsed = frame - startFrame;
    // Wrap by subtraction: a floating-point % compiles to a slow library call.
    phase += (baseFrequency * (1 + sweep)) / sampleRate;
    if (phase >= 1) phase -= 1;
    sweep *= sweepDecay;
    let sample = sine(phase) * toneLevel;
    // xorshift32 inline on a local copy of the mix's noise state (written back below).
    noiseState ^= noiseState << 13;
    noiseState ^= noiseState >>> 17;
    noiseState ^= noiseState << 5;
    const white = (noiseState >>> 0) / 2147483648 - 1;
    lowpass += highpassCoefficient * (white - lowpass);
    let hiss = white - lowpass;
    if (spec.metallic) {
      metalPhase += 540 / sampleRate;
      if (metalPhase >= 1) metalPhase -= 1;
      hiss *= metalPhase < 0.5 ? 1 : 0.6;
    }
    if (sound === 'clap') {
      // Three quick bursts before the tail, as hands do.
      if (elapsed < burstFrames * 3 && elapsed % burstFrames > burstFrames / 2) hiss *= 0.2;
    }
    sample += hiss * noiseLevel;
    toneLevel *= toneDecay;
    noiseLevel *= noiseDecay;
    const value = sample * options.gain;
    left[frame] += value * leftGain;
    right[frame] += value * rightGain;
    reverbSend[frame] += value * send;
  }
  mix.noiseState = noiseState;
}

interface DrumSpec {
  length: number;
  frequency: number;
  tone: number;
  toneDecay: number;
  sweep: number;
  sweepTime: number;
  noise: number;
  noiseDecay: number;
  noiseHighpassHz: number;
  metallic?: boolean;
}

const DRUM_SPECS: Record<DrumSound, DrumSpec> = {
  kick: { length: 0.45, frequency: 48, tone: 1, toneDecay: 0.12, sweep: 2.2, sweepTime: 0.03, noise: 0.15, noiseDecay: 0.004, noiseHighpassHz: 1500 },
  snare: { length: 0.3, frequency: 185, tone: 0.45, toneDecay: 0.05, sweep: 0.3, sweepTime: 0.02, noise: 0.7, noiseDecay: 0.07, noiseHighpassHz: 1200 },
  clap: { length: 0.3, frequency: 1000, tone: 0, toneDecay: 0.01, sweep: 0, sweepTime: 0.01, noise: 0.8, noiseDecay: 0.06, noiseHighpassHz: 900 },
  hat: { length: 0.08, frequency: 1000, tone: 0, toneDecay: 0.01, sweep: 0, sweepTime: 0.01, noise: 0.35, noiseDecay: 0.018, noiseHighpassHz: 7000, metallic: true },
  openHat: { length: 0.45, frequency: 1000, tone: 0, toneDecay: 0.01, sweep: 0, sweepTime: 0.01, noise: 0.3, noiseDecay: 0.12, noiseHighpassHz: 6500, metallic: true },
  ride: { length: 0.9, frequency: 3200, tone: 0, toneDecay: 0.3, sweep: 0, sweepTime: 0.01, noise: 0.18, noiseDecay: 0.3, noiseHighpassHz: 5000, metallic: true },
  crash: { length: 2, frequency: 1000, tone: 0, toneDecay: 0.01, sweep: 0, sweepTime: 0.01, noise: 0.4, noiseDecay: 0.55, noiseHighpassHz: 3500, metallic: true },
  tom: { length: 0.6, frequency: 95, tone: 0.9, toneDecay: 0.16, sweep: 0.6, sweepTime: 0.05, noise: 0.12, noiseDecay: 0.02, noiseHighpassHz: 800 },
  timpani: { length: 1.6, frequency: 73, tone: 0.9, toneDecay: 0.45, sweep: 0.08, sweepTime: 0.08, noise: 0.1, noiseDecay: 0.03, noiseHighpassHz: 300 },
  brush: { length: 0.25, frequency: 1000, tone: 0, toneDecay: 0.01, sweep: 0, sweepTime: 0.01, noise: 0.12, noiseDecay: 0.08, noiseHighpassHz: 2500 },
};

/**
 * Adds a Schroeder reverb of the send: one bank of 4 parallel damped combs, then a different pair
 * of all-passes for each side, which decorrelates left and right at half the cost of two banks.
 */
export function applyReverb(mix: Mix, roomSize: number, wet: number): void {
  const scale = mix.sampleRate / 44100;
  const feedback = 0.7 + roomSize * 0.22;
  const input = mix.send;
  const [c1, c2, c3, c4] = [1116, 1188, 1277, 1356].map((length) => new Float32Array(Math.round(length * scale * (0.7 + roomSize * 0.6))));
  const [l1, l2, r1, r2] = [556, 441, 579, 464].map((length) => new Float32Array(Math.round(length * scale)));
  let i1 = 0, i2 = 0, i3 = 0, i4 = 0, jl1 = 0, jl2 = 0, jr1 = 0, jr2 = 0;
  let d1 = 0, d2 = 0, d3 = 0, d4 = 0;
  const { left, right } = mix;
  for (let frame = 0; frame < left.length; frame += 1) {
    // Tiny offset keeps the feedback loops out of slow denormal arithmetic in silences.
    const dry = input[frame] * 0.15 + 1e-18;
    const o1 = c1[i1], o2 = c2[i2], o3 = c3[i3], o4 = c4[i4];
    d1 = o1 * 0.6 + d1 * 0.4;
    d2 = o2 * 0.6 + d2 * 0.4;
    d3 = o3 * 0.6 + d3 * 0.4;
    d4 = o4 * 0.6 + d4 * 0.4;
    c1[i1] = dry + d1 * feedback;
    c2[i2] = dry + d2 * feedback;
    c3[i3] = dry + d3 * feedback;
    c4[i4] = dry + d4 * feedback;
    if (++i1 === c1.length) i1 = 0;
    if (++i2 === c2.length) i2 = 0;
    if (++i3 === c3.length) i3 = 0;
    if (++i4 === c4.length) i4 = 0;
    const combs = o1 + o2 + o3 + o4;
    let delayed = l1[jl1];
    l1[jl1] = combs + delayed * 0.5;
    let sum = delayed - combs * 0.5;
    if (++jl1 === l1.length) jl1 = 0;
    delayed = l2[jl2];
    l2[jl2] = sum + delayed * 0.5;
    left[frame] += (delayed - sum * 0.5) * wet;
    if (++jl2 === l2.length) jl2 = 0;
    delayed = r1[jr1];
    r1[jr1] = combs + delayed * 0.5;
    sum = delayed - combs * 0.5;
    if (++jr1 === r1.length) jr1 = 0;
    delayed = r2[jr2];
    r2[jr2] = sum + delayed * 0.5;
    right[frame] += (delayed - sum * 0.5) * wet;
    if (++jr2 === r2.length) jr2 = 0;
  }
}

/** Fades the end, removes DC and scales the loudest sample to `targetPeak` (never clips). */
export function finishMix(mix: Mix, fadeSeconds: number, targetPeak: number): void {
  const fadeFrames = Math.round(fadeSeconds * mix.sampleRate);
  const frames = mix.left.length;
  let peakLevel = 0;
  for (const channel of [mix.left, mix.right]) {
    let previousIn = 0;
    let previousOut = 0;
    for (let frame = 0; frame < frames; frame += 1) {
      // One-pole DC blocker.
      const value = channel[frame] - previousIn + 0.995 * previousOut;
      previousIn = channel[frame];
      previousOut = value;
      const fromEnd = frames - frame;
      const faded = fromEnd < fadeFrames ? value * (fromEnd / fadeFrames) * (fromEnd / fadeFrames) : value;
      channel[frame] = faded;
      if (faded > peakLevel) peakLevel = faded;
      else if (-faded > peakLevel) peakLevel = -faded;
    }
  }
  if (peakLevel === 0) return;
  const gain = targetPeak / peakLevel;
  for (const channel of [mix.left, mix.right]) {
    for (let frame = 0; frame < frames; frame += 1) channel[frame] *= gain;
  }
}
