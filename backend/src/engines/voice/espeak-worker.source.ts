/**
 * Source of the worker thread that hosts eSpeak-NG (Emscripten build, ES module). It runs as an
 * eval'd CommonJS worker so that both the SWC-built server and Jest's module sandbox can start
 * it: the worker is a plain Node context where the ESM package loads with a native import().
 *
 * Messages in: { id, text, voice, pitch, range, rate, volume }.
 * Messages out: { id, type: 'progress', fraction } | { id, type: 'done', samples, sampleRate, phonemes }
 *   | { id, type: 'error', message } | { type: 'fatal', message }.
 */
export const ESPEAK_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');

const ready = import(pathToFileURL(workerData.modulePath).href)
  .then((module) => module.default())
  .then((espeak) => ({ espeak, synthesizer: new espeak.eSpeakNGWorker() }));
ready.catch((error) => parentPort.postMessage({ type: 'fatal', message: String(error && error.message || error) }));

// Loading a voice reads its files into the engine; skip it when consecutive lines share a voice.
let currentVoice = null;

parentPort.on('message', async (request) => {
  const { synthesizer } = await ready;
  try {
    if (request.voice !== currentVoice) {
      currentVoice = null;
      if (synthesizer.set_voice(request.voice, '') !== 0) throw new Error('unknown voice ' + request.voice);
      currentVoice = request.voice;
    }
    synthesizer.set_rate(request.rate);
    synthesizer.set_pitch(request.pitch);
    synthesizer.set_range(request.range);
    synthesizer.set_volume(request.volume);
    const chunks = [];
    // Each phoneme as eSpeak spoke it (IPA), with its start in the audio: what moves the mouth.
    const phonemes = [];
    let total = 0;
    let lastReported = 0;
    synthesizer.synthesize(request.text, (samples, events) => {
      if (samples && samples.length) {
        chunks.push(samples);
        total += samples.length;
      }
      for (const event of events) {
        if (event.type === 'phoneme') phonemes.push({ start: event.audio_position / 1000, phoneme: event.id });
        if (event.type !== 'word') continue;
        const fraction = Math.min(1, (event.text_position - 1) / request.text.length);
        if (fraction - lastReported >= 0.05) {
          lastReported = fraction;
          parentPort.postMessage({ id: request.id, type: 'progress', fraction });
        }
      }
      return false;
    });
    const joined = new Int16Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage(
      { id: request.id, type: 'done', samples: joined, sampleRate: synthesizer.get_samplerate(), phonemes },
      [joined.buffer],
    );
  } catch (error) {
    parentPort.postMessage({ id: request.id, type: 'error', message: String(error && error.message || error) });
  }
});
`;
