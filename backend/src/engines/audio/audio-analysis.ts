/**
 * Measurements on rendered audio: what the engine tests and the benchmark use to check that
 * outputs are real (audible, distinct, unclipped) rather than trusting the engines' own word.
 */

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += samples[index] * samples[index];
  return Math.sqrt(sum / Math.max(1, samples.length));
}

export function peak(samples: Float32Array): number {
  let max = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index];
    if (value > max) max = value;
    else if (-value > max) max = -value;
  }
  return max;
}

/** Median fundamental frequency over voiced frames, by normalized autocorrelation (50-500 Hz). */
export function medianPitchHz(samples: Float32Array, sampleRate: number): number {
  const frameSize = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.ceil(sampleRate / 50);
  const loudness = rms(samples);
  const estimates: number[] = [];
  for (let start = 0; start + frameSize + maxLag < samples.length; start += frameSize) {
    let energy = 0;
    for (let index = 0; index < frameSize; index += 1) energy += samples[start + index] ** 2;
    if (Math.sqrt(energy / frameSize) < loudness * 0.5) continue;
    let bestLag = 0;
    let bestScore = 0;
    for (let lag = minLag; lag <= maxLag; lag += 1) {
      let product = 0;
      let lagEnergy = 0;
      for (let index = 0; index < frameSize; index += 1) {
        const lagged = samples[start + index + lag];
        product += samples[start + index] * lagged;
        lagEnergy += lagged * lagged;
      }
      const score = product / Math.sqrt(energy * lagEnergy + 1e-12);
      if (score > bestScore) {
        bestScore = score;
        bestLag = lag;
      }
    }
    if (bestScore > 0.6) estimates.push(sampleRate / bestLag);
  }
  return median(estimates);
}

/** Average spectral centroid in Hz over 2048-sample frames: how bright a sound is. */
export function spectralCentroidHz(samples: Float32Array, sampleRate: number): number {
  const size = 2048;
  const real = new Float64Array(size);
  const imaginary = new Float64Array(size);
  const window = Float64Array.from({ length: size }, (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (size - 1)));
  let weighted = 0;
  let total = 0;
  for (let start = 0; start + size <= samples.length; start += size * 2) {
    for (let index = 0; index < size; index += 1) {
      real[index] = samples[start + index] * window[index];
      imaginary[index] = 0;
    }
    fft(real, imaginary);
    for (let bin = 1; bin < size / 2; bin += 1) {
      const magnitude = Math.sqrt(real[bin] * real[bin] + imaginary[bin] * imaginary[bin]);
      weighted += magnitude * ((bin * sampleRate) / size);
      total += magnitude;
    }
  }
  return total > 0 ? weighted / total : 0;
}

/** Spectral-flux onset envelope, one value per 10 ms hop (half-wave rectified energy rise). */
export function onsetEnvelope(samples: Float32Array, sampleRate: number): { envelope: Float32Array; hopSeconds: number } {
  const hop = Math.round(sampleRate * 0.01);
  const bands = 8;
  const frames = Math.floor(samples.length / hop);
  const envelope = new Float32Array(frames);
  const previous = new Float64Array(bands);
  const bandEnergy = new Float64Array(bands);
  // Cheap band split: differences of one-pole low-passes at rising cutoffs.
  const coefficients = Array.from({ length: bands }, (_, band) => 1 - Math.exp((-2 * Math.PI * 80 * 2 ** band) / sampleRate));
  const lowpassState = new Float64Array(bands);
  for (let frame = 0; frame < frames; frame += 1) {
    bandEnergy.fill(0);
    for (let index = frame * hop; index < (frame + 1) * hop; index += 1) {
      let below = 0;
      for (let band = 0; band < bands; band += 1) {
        lowpassState[band] += coefficients[band] * (samples[index] - lowpassState[band]);
        const bandSignal = lowpassState[band] - below;
        below = lowpassState[band];
        bandEnergy[band] += bandSignal * bandSignal;
      }
    }
    let flux = 0;
    for (let band = 0; band < bands; band += 1) {
      const level = Math.log1p(1000 * bandEnergy[band]);
      flux += Math.max(0, level - previous[band]);
      previous[band] = level;
    }
    envelope[frame] = flux;
  }
  return { envelope, hopSeconds: hop / sampleRate };
}

/** Onsets per second: peaks of the onset envelope above an adaptive threshold. */
export function onsetRate(samples: Float32Array, sampleRate: number): number {
  const { envelope, hopSeconds } = onsetEnvelope(samples, sampleRate);
  const threshold = mean(envelope) + standardDeviation(envelope) * 0.5;
  let onsets = 0;
  let lastOnset = -Infinity;
  for (let frame = 1; frame < envelope.length - 1; frame += 1) {
    const isPeak = envelope[frame] > envelope[frame - 1] && envelope[frame] >= envelope[frame + 1];
    if (isPeak && envelope[frame] > threshold && frame - lastOnset >= 5) {
      onsets += 1;
      lastOnset = frame;
    }
  }
  return onsets / (envelope.length * hopSeconds);
}

/** Tempo in BPM (70..180) from the autocorrelation of the onset envelope. */
export function estimateTempoBpm(samples: Float32Array, sampleRate: number): number {
  const { envelope, hopSeconds } = onsetEnvelope(samples, sampleRate);
  const average = mean(envelope);
  const centred = envelope.map((value) => value - average);
  let bestBpm = 0;
  let bestScore = -Infinity;
  for (let bpm = 70; bpm <= 180; bpm += 0.5) {
    const lag = 60 / bpm / hopSeconds;
    let score = 0;
    for (let frame = 0; frame + lag * 2 < centred.length; frame += 1) {
      score += centred[frame] * (interpolate(centred, frame + lag) + 0.5 * interpolate(centred, frame + lag * 2));
    }
    if (score > bestScore) {
      bestScore = score;
      bestBpm = bpm;
    }
  }
  return bestBpm;
}

/** Mixes channels to mono for analysis. */
export function toMono(channels: Float32Array[]): Float32Array {
  const mono = new Float32Array(channels[0].length);
  for (const channel of channels) {
    for (let index = 0; index < mono.length; index += 1) mono[index] += channel[index] / channels.length;
  }
  return mono;
}

function interpolate(values: Float32Array, position: number): number {
  const index = position | 0;
  const fraction = position - index;
  return values[index] * (1 - fraction) + (values[index + 1] ?? 0) * fraction;
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index];
  return sum / Math.max(1, values.length);
}

function standardDeviation(values: ArrayLike<number>): number {
  const average = mean(values);
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += (values[index] - average) ** 2;
  return Math.sqrt(sum / Math.max(1, values.length));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)];
}

/** In-place iterative radix-2 FFT; size must be a power of two. */
function fft(real: Float64Array, imaginary: Float64Array): void {
  const size = real.length;
  for (let index = 1, reversed = 0; index < size; index += 1) {
    let bit = size >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      [real[index], real[reversed]] = [real[reversed], real[index]];
      [imaginary[index], imaginary[reversed]] = [imaginary[reversed], imaginary[index]];
    }
  }
  const [cosines, sines] = twiddles(size);
  for (let length = 2; length <= size; length <<= 1) {
    const stride = size / length;
    for (let start = 0; start < size; start += length) {
      for (let offset = 0; offset < length / 2; offset += 1) {
        const cos = cosines[offset * stride];
        const sin = sines[offset * stride];
        const evenIndex = start + offset;
        const oddIndex = evenIndex + length / 2;
        const oddReal = real[oddIndex] * cos - imaginary[oddIndex] * sin;
        const oddImaginary = real[oddIndex] * sin + imaginary[oddIndex] * cos;
        real[oddIndex] = real[evenIndex] - oddReal;
        imaginary[oddIndex] = imaginary[evenIndex] - oddImaginary;
        real[evenIndex] += oddReal;
        imaginary[evenIndex] += oddImaginary;
      }
    }
  }
}

const twiddleCache = new Map<number, [Float64Array, Float64Array]>();

/** cos and sin of -2*pi*k/size for k < size/2, computed once per size. */
function twiddles(size: number): [Float64Array, Float64Array] {
  let cached = twiddleCache.get(size);
  if (!cached) {
    const half = size / 2;
    cached = [
      Float64Array.from({ length: half }, (_, index) => Math.cos((-2 * Math.PI * index) / size)),
      Float64Array.from({ length: half }, (_, index) => Math.sin((-2 * Math.PI * index) / size)),
    ];
    twiddleCache.set(size, cached);
  }
  return cached;
}
