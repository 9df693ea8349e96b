/**
 * The browser preview's sound: every voice clip at its timeline time and the music bed under them,
 * faded and ducked with the gains the server's mix uses (musicGainAt), from any start offset.
 */
import type { SceneTimeline } from '@studio/contracts/timeline';
import { musicGainAt } from '@studio/scene-timeline/playback';

/** Fetches an audio file's bytes; defaults to fetch(url). */
export type AudioLoader = (url: string) => Promise<ArrayBuffer>;

export interface TimelineAudio {
  /** Plays from `atSeconds` into the timeline, starting now; a second start restarts. */
  start(atSeconds: number): void;
  stop(): void;
  /** Clips that could not be loaded or decoded, and so stay silent. */
  notes: string[];
}

export interface GainPoint {
  seconds: number;
  gain: number;
}

/**
 * The music bed's gain as a polyline from `fromSeconds` to the bed's end: a point at every fade
 * and ducking ramp's corner, each at musicGainAt's value there, so linear ramps between them
 * follow the server's mix.
 */
export function musicGainPoints(timeline: SceneTimeline, fromSeconds: number): GainPoint[] {
  const music = timeline.audio.music;
  if (!music || fromSeconds >= music.end) return [];
  const corners = [music.start, music.start + music.fadeInSeconds, music.end - music.fadeOutSeconds, music.end];
  for (const window of timeline.audio.ducking) {
    corners.push(window.start, window.start + window.attackSeconds, window.end - window.releaseSeconds, window.end);
  }
  const from = Math.max(fromSeconds, music.start);
  const times = [...new Set([from, ...corners.filter((seconds) => seconds > from && seconds <= music.end)])].sort((a, b) => a - b);
  return times.map((seconds) => ({ seconds, gain: musicGainAt(timeline, seconds) }));
}

const fetchAudio: AudioLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  return response.arrayBuffer();
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads and decodes every clip of `timeline` once; start() then schedules them as often as needed. */
export async function createTimelineAudio(context: BaseAudioContext, timeline: SceneTimeline, loadAudio: AudioLoader = fetchAudio): Promise<TimelineAudio> {
  const notes: string[] = [];
  const decode = async (url: string, label: string): Promise<AudioBuffer | null> => {
    try {
      return await context.decodeAudioData(await loadAudio(url));
    } catch (error) {
      notes.push(`The audio of ${label} could not be loaded (${reasonOf(error)}): it stays silent.`);
      return null;
    }
  };
  const music = timeline.audio.music;
  const [musicBuffer, ...voiceBuffers] = await Promise.all([
    music?.url ? decode(music.url, `the music track ${music.name}`) : Promise.resolve(null),
    ...timeline.audio.voices.map((voice) => decode(voice.url, `voice line ${voice.lineId}`)),
  ]);

  let playing: AudioScheduledSourceNode[] = [];
  let musicGain: GainNode | null = null;

  const stop = () => {
    for (const source of playing) {
      source.stop();
      source.disconnect();
    }
    playing = [];
    if (musicGain) {
      musicGain.gain.cancelScheduledValues(0);
      musicGain.disconnect();
      musicGain = null;
    }
  };

  const start = (atSeconds: number) => {
    stop();
    const now = context.currentTime;
    // Timeline time t plays at context time now + (t - atSeconds).
    const contextTime = (seconds: number) => now + Math.max(0, seconds - atSeconds);

    timeline.audio.voices.forEach((voice, index) => {
      const buffer = voiceBuffers[index];
      if (!buffer || voice.end <= atSeconds) return;
      const offset = Math.max(0, atSeconds - voice.start);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start(contextTime(voice.start), offset, voice.end - voice.start - offset);
      playing.push(source);
    });

    if (music && musicBuffer && atSeconds < music.end) {
      const gain = context.createGain();
      const points = musicGainPoints(timeline, atSeconds);
      gain.gain.setValueAtTime(points[0].gain, contextTime(points[0].seconds));
      for (const point of points.slice(1)) gain.gain.linearRampToValueAtTime(point.gain, contextTime(point.seconds));
      gain.connect(context.destination);
      const source = context.createBufferSource();
      source.buffer = musicBuffer;
      source.loop = music.fit === 'loop';
      source.connect(gain);
      const played = Math.max(0, atSeconds - music.start);
      const offset = source.loop ? played % musicBuffer.duration : played;
      source.start(contextTime(music.start), offset);
      source.stop(contextTime(music.end));
      playing.push(source);
      musicGain = gain;
    }
  };

  return { start, stop, notes };
}
