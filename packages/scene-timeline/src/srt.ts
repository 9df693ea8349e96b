import type { SceneTimeline } from '@studio/contracts/timeline';

/** `HH:MM:SS,mmm`, as SubRip writes times. */
export function srtTimestamp(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const secs = Math.floor(totalMs / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)},${pad(totalMs % 1000, 3)}`;
}

/**
 * The subtitles as a SubRip (.srt) file: cues numbered from 1, `start --> end`, the text as
 * `Speaker: text`, a blank line between cues, `\n` line ends. Blank lines inside a line's text
 * are dropped because a blank line ends a cue.
 */
export function toSrt(timeline: SceneTimeline): string {
  return timeline.subtitles
    .map((cue, index) => {
      const text = cue.text
        .split(/\r\n|\r|\n/)
        .map((row) => row.trim())
        .filter((row) => row.length > 0)
        .join('\n');
      return `${index + 1}\n${srtTimestamp(cue.start)} --> ${srtTimestamp(cue.end)}\n${cue.speaker}: ${text}\n`;
    })
    .join('\n');
}
