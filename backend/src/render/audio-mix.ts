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

/**
 * ffmpeg arguments that mix the timeline's audio into an AAC file at `output`: every voice clip
 * delayed to its start, over the music bed (looped or trimmed to the scene, its gain following
 * musicGainExpression) and the weather's sound bed, padded with silence and cut to exactly the
 * video's length.
 * `fileOf` maps a timeline audio URL to the file on disk.
 */
export function audioMixArgs(timeline: SceneTimeline, fileOf: (url: string) => string, output: string): string[] {
  const seconds = num(videoSeconds(timeline));
  const inputs: string[] = [];
  const filters: string[] = [];
  const labels: string[] = [];
  const normalize = `aresample=${MIX_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  // A voice is centred at full level from its first channel (an upmix would lower a mono voice by 3 dB).
  const centred = `aresample=${MIX_SAMPLE_RATE},pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp`;
  const music = timeline.audio.music;
  if (music?.url) {
    // Looping an input that is long enough is harmless; the trim below ends it.
    inputs.push('-stream_loop', '-1', '-i', fileOf(music.url));
    filters.push(
      `[0:a]${normalize},atrim=0:${seconds},asetpts=PTS-STARTPTS,volume='${musicGainExpression(timeline)}':eval=frame[bed]`,
    );
    labels.push('[bed]');
  }
  for (const voice of timeline.audio.voices) {
    const index = inputs.filter((arg) => arg === '-i').length;
    inputs.push('-i', fileOf(voice.url));
    const delayMs = Math.round(voice.start * 1000);
    filters.push(`[${index}:a]${centred},adelay=${delayMs}:all=1[voice${index}]`);
    labels.push(`[voice${index}]`);
  }
  const bed = WEATHER_BEDS[timeline.weather];
  if (bed) {
    const index = inputs.filter((arg) => arg === '-i').length;
    const fade = num(Math.min(WEATHER_FADE_SECONDS, videoSeconds(timeline) / 4));
    inputs.push('-f', 'lavfi', '-t', seconds, '-i', `${bed.source}:r=${MIX_SAMPLE_RATE}`);
    const fadeOutAt = num(videoSeconds(timeline) - Math.min(WEATHER_FADE_SECONDS, videoSeconds(timeline) / 4));
    filters.push(`[${index}:a]${bed.shape},afade=t=in:d=${fade},afade=t=out:st=${fadeOutAt}:d=${fade},${normalize}[weather]`);
    labels.push('[weather]');
  }
  // Silence underneath, so the mix is never shorter than the video whatever the inputs are.
  inputs.push('-f', 'lavfi', '-t', seconds, '-i', `anullsrc=r=${MIX_SAMPLE_RATE}:cl=stereo`);
  const silence = inputs.filter((arg) => arg === '-i').length - 1;
  filters.push(`[${silence}:a]${normalize}[floor]`);
  labels.push('[floor]');
  filters.push(`${labels.join('')}amix=inputs=${labels.length}:duration=longest:normalize=0,atrim=0:${seconds},asetpts=PTS-STARTPTS[mix]`);
  return [
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[mix]',
    '-c:a',
    'aac',
    '-b:a',
    AAC_BITRATE,
    '-ar',
    String(MIX_SAMPLE_RATE),
    output,
  ];
}
