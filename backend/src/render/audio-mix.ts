import type { Weather } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';

/** The mix's format: what AAC in an MP4 plays everywhere. */
export const MIX_SAMPLE_RATE = 48_000;
const AAC_BITRATE = '160k';

const num = (value: number) => String(Math.round(value * 1_000_000) / 1_000_000);

/** `from + (to - from) * (t - start) / length` as an ffmpeg expression. */
const ramp = (from: number, to: number, start: number, length: number) => `(${num(from)}+${num(to - from)}*(t-${num(start)})/${num(length)})`;

/**
 * The music bed's gain over time as an ffmpeg `volume` expression (t in seconds), the same curve
 * as musicGainAt(): bed gain, linear fade in and out at the ends, ducked under every voice.
 */
export function musicGainExpression(timeline: SceneTimeline): string {
  const music = timeline.audio.music;
  if (!music) return '0';
  const factors = [num(music.gain)];
  if (music.fadeInSeconds > 0) factors.push(`min(1,(t-${num(music.start)})/${num(music.fadeInSeconds)})`);
  if (music.fadeOutSeconds > 0) factors.push(`min(1,(${num(music.end)}-t)/${num(music.fadeOutSeconds)})`);
  for (const window of timeline.audio.ducking) {
    const fullyDownAt = window.start + window.attackSeconds;
    const backUpFrom = window.end - window.releaseSeconds;
    let duck = num(window.gain);
    if (window.releaseSeconds > 0) duck = `if(gt(t,${num(backUpFrom)}),${ramp(window.gain, 1, backUpFrom, window.releaseSeconds)},${duck})`;
    if (window.attackSeconds > 0) duck = `if(lt(t,${num(fullyDownAt)}),${ramp(1, window.gain, window.start, window.attackSeconds)},${duck})`;
    factors.push(`if(between(t,${num(window.start)},${num(window.end)}),${duck},1)`);
  }
  return `max(0,${factors.join('*')})`;
}

/**
 * The sound bed of a weather under the music: filtered noise from ffmpeg's own generator (a fixed
 * seed, so a render sounds the same every time): the hiss of rain, a storm's roar, gusts of wind.
 * Snow and fog are quiet. `source` is the generator, `shape` the filters after it.
 */
const WEATHER_BEDS: Partial<Record<Weather, { source: string; shape: string }>> = {
  rain: { source: 'anoisesrc=c=pink:a=0.5:s=11', shape: "highpass=f=700,lowpass=f=7000,volume='0.55*(0.9+0.1*sin(2*PI*0.23*t))':eval=frame" },
  storm: { source: 'anoisesrc=c=pink:a=0.6:s=13', shape: "highpass=f=60,lowpass=f=2400,volume='0.6*(0.75+0.25*sin(2*PI*0.09*t))':eval=frame" },
  wind: {
    source: 'anoisesrc=c=brown:a=0.7:s=17',
    shape: "highpass=f=80,lowpass=f=700,volume='0.5*(0.55+0.3*sin(2*PI*0.11*t)+0.15*sin(2*PI*0.37*t))':eval=frame",
  },
};
/** The bed fades in and out with the scene, as the music does. */
const WEATHER_FADE_SECONDS = 1;

/** The length of the video the timeline makes: whole frames. */
export const videoSeconds = (timeline: SceneTimeline) => timeline.frameCount / timeline.fps;

/** What a sound of a scene's mix is: the music bed, a character's voice, or the weather's bed. */
export type MixSound = { kind: 'music' } | { kind: 'voice'; characterId: number } | { kind: 'weather' };

const NORMALIZE = `aresample=${MIX_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
// A voice is centred at full level from its first channel (an upmix would lower a mono voice by 3 dB).
const CENTRED = `aresample=${MIX_SAMPLE_RATE},pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp`;

/**
 * The sounds of the timeline's mix as ffmpeg inputs and filter chains, each chain ending in a
 * label of `sounds`: every voice clip delayed to its start, the music bed (looped or trimmed to
 * the scene, its gain following musicGainExpression) and the weather's sound bed; `silence` is the
 * input of the silence that lies under a mix, so it is never shorter than the video.
 */
function mixSources(timeline: SceneTimeline, fileOf: (url: string) => string) {
  const seconds = num(videoSeconds(timeline));
  const inputs: string[] = [];
  const filters: string[] = [];
  const sounds: { label: string; sound: MixSound }[] = [];
  const nextInput = () => inputs.filter((arg) => arg === '-i').length;
  const music = timeline.audio.music;
  if (music?.url) {
    // Looping an input that is long enough is harmless; the trim below ends it.
    inputs.push('-stream_loop', '-1', '-i', fileOf(music.url));
    filters.push(`[0:a]${NORMALIZE},atrim=0:${seconds},asetpts=PTS-STARTPTS,volume='${musicGainExpression(timeline)}':eval=frame[bed]`);
    sounds.push({ label: '[bed]', sound: { kind: 'music' } });
  }
  for (const voice of timeline.audio.voices) {
    const index = nextInput();
    inputs.push('-i', fileOf(voice.url));
    const delayMs = Math.round(voice.start * 1000);
    filters.push(`[${index}:a]${CENTRED},adelay=${delayMs}:all=1[voice${index}]`);
    sounds.push({ label: `[voice${index}]`, sound: { kind: 'voice', characterId: voice.characterId } });
  }
  const bed = WEATHER_BEDS[timeline.weather];
  if (bed) {
    const index = nextInput();
    const fade = num(Math.min(WEATHER_FADE_SECONDS, videoSeconds(timeline) / 4));
    inputs.push('-f', 'lavfi', '-t', seconds, '-i', `${bed.source}:r=${MIX_SAMPLE_RATE}`);
    const fadeOutAt = num(videoSeconds(timeline) - Math.min(WEATHER_FADE_SECONDS, videoSeconds(timeline) / 4));
    filters.push(`[${index}:a]${bed.shape},afade=t=in:d=${fade},afade=t=out:st=${fadeOutAt}:d=${fade},${NORMALIZE}[weather]`);
    sounds.push({ label: '[weather]', sound: { kind: 'weather' } });
  }
  const silence = nextInput();
  inputs.push('-f', 'lavfi', '-t', seconds, '-i', `anullsrc=r=${MIX_SAMPLE_RATE}:cl=stereo`);
  /** The labels summed over silence into `output`, cut to exactly the video's length. */
  const sum = (labels: readonly string[], output: string) =>
    `${labels.join('')}amix=inputs=${labels.length}:duration=longest:normalize=0,atrim=0:${seconds},asetpts=PTS-STARTPTS${output}`;
  return { inputs, filters, sounds, silence, sum };
}

/**
 * ffmpeg arguments that mix the timeline's audio (mixSources: voices, music bed, weather) into an
 * AAC file at `output`, padded with silence and cut to exactly the video's length.
 * `fileOf` maps a timeline audio URL to the file on disk.
 */
export function audioMixArgs(timeline: SceneTimeline, fileOf: (url: string) => string, output: string): string[] {
  const { inputs, filters, sounds, silence, sum } = mixSources(timeline, fileOf);
  filters.push(`[${silence}:a]${NORMALIZE}[floor]`, sum([...sounds.map((source) => source.label), '[floor]'], '[mix]'));
  return [...inputs, '-filter_complex', filters.join(';'), '-map', '[mix]', '-c:a', 'aac', '-b:a', AAC_BITRATE, '-ar', String(MIX_SAMPLE_RATE), output];
}

/**
 * ffmpeg arguments that split the timeline's mix into stems in one run: each output a 16-bit PCM
 * WAV of the sounds its `keeps` picks, over silence, exactly the video's length, so the stems of
 * a scene add up to its mix (the sounds no stem keeps left out). A sound goes to one stem at most.
 */
export function stemMixArgs(timeline: SceneTimeline, fileOf: (url: string) => string, stems: readonly { keeps: (sound: MixSound) => boolean; output: string }[]): string[] {
  const { inputs, filters, sounds, silence, sum } = mixSources(timeline, fileOf);
  filters.push(`[${silence}:a]${NORMALIZE},asplit=${stems.length}${stems.map((_, index) => `[floor${index}]`).join('')}`);
  // ffmpeg refuses a filter output that goes nowhere: a sound no stem keeps ends in a sink.
  for (const source of sounds) if (!stems.some((stem) => stem.keeps(source.sound))) filters.push(`${source.label}anullsink`);
  const outputs = stems.flatMap((stem, index) => {
    filters.push(sum([...sounds.filter((source) => stem.keeps(source.sound)).map((source) => source.label), `[floor${index}]`], `[stem${index}]`));
    return ['-map', `[stem${index}]`, '-c:a', 'pcm_s16le', '-ar', String(MIX_SAMPLE_RATE), stem.output];
  });
  return [...inputs, '-filter_complex', filters.join(';'), ...outputs];
}
