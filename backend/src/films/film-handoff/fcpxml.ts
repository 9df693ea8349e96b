import type { EditList, EditShot, EditStem } from './edit-list';
import { fromShotName, shotName, stemTrackName } from './edit-list';
import { attributesOf, childrenOf, elementsNamed, escapeXml, readXml, tagOf } from './xml';

/** A time in FCPXML: a rational number of seconds, whole frames over the frame rate ('48/24s'). */
const time = (frames: number, fps: number) => (frames === 0 ? '0s' : `${frames}/${fps}s`);

/** An FCPXML time ('48/24s', '2s', '0s') as a fraction of seconds. */
function secondsOf(value: string | undefined): { over: number; under: number } {
  const match = /^(\d+)(?:\/(\d+))?s$/.exec(value ?? '');
  if (!match) throw new Error(`'${value}' is not an FCPXML time`);
  return { over: Number(match[1]), under: Number(match[2] ?? 1) };
}

const framesOf = (value: string | undefined, fps: number) => {
  const { over, under } = secondsOf(value);
  return Math.round((over * fps) / under);
};

/** A media URL relative to the FCPXML document, the form Apple's reference gives ('./Media/MyMovie.mov'). */
const relativeUrl = (path: string) => `./${encodeURI(path)}`;

/** A role's name holds no dot: FCPXML writes a subrole as 'role.subrole'. */
export const audioRoleOf = (stem: EditStem): string => {
  if (stem.role === 'music') return 'music';
  // Final Cut's own role for sound beds and effects.
  if (stem.role === 'ambience') return 'effects.ambience';
  return `dialogue.${stem.name.replace(/\./g, '')}`;
};

/** An item on the spine: self-closing, or holding its connected clips. */
const spineElement = (tag: 'gap' | 'asset-clip', attributes: string, connected: string[]) =>
  connected.length ? [`            <${tag} ${attributes}>`, ...connected, `            </${tag}>`] : [`            <${tag} ${attributes}/>`];

/**
 * The film as FCPXML 1.10 (Final Cut Pro, DaVinci Resolve, Premiere through converters): one
 * format, an asset per scene video and per stem (media by a URL relative to the file, which the
 * format allows for a plain .fcpxml), and a project whose spine has an asset-clip per shot, with
 * a gap wherever the film has one. The stems hang below the first clip as connected audio clips
 * for the film's length, with a dialogue role per character, the music role and the effects role
 * (subrole ambience) for the weather's bed. The shots take
 * only their scene video's picture (srcEnable="video"): the stems carry the sound, as in Kdenlive.
 */
export function writeFcpxml(list: EditList): string {
  const { fps } = list;
  const assetOf = new Map([...list.sources.map((source) => source.path), ...list.stems.map((stem) => stem.path)].map((path, index) => [path, `r${index + 2}`]));
  const asset = (path: string, name: string, frames: number, video: boolean) =>
    [
      `    <asset id="${assetOf.get(path)}" name="${escapeXml(name)}" start="0s" duration="${time(frames, fps)}" hasVideo="${video ? 1 : 0}"${video ? ' format="r1"' : ''} hasAudio="1" audioSources="1" audioChannels="2" audioRate="48000">`,
      `      <media-rep kind="original-media" src="${escapeXml(relativeUrl(path))}"/>`,
      '    </asset>',
    ].join('\n');
  const assets = [
    ...list.sources.map((source) => asset(source.path, source.sceneName, source.frames, true)),
    ...list.stems.map((stem) => asset(stem.path, stemTrackName(stem), list.frames, false)),
  ];
  // Connected clips are timed in their parent's own time: the film's first frame is the first clip's start.
  const stemsUnder = (parentStart: number) =>
    list.stems.map(
      (stem, index) =>
        `              <asset-clip ref="${assetOf.get(stem.path)}" lane="-${index + 1}" name="${escapeXml(stemTrackName(stem))}" offset="${time(parentStart, fps)}" start="0s" duration="${time(list.frames, fps)}" audioRole="${escapeXml(audioRoleOf(stem))}"/>`,
    );
  let recorded = 0;
  const clips = list.shots.flatMap((shot, index) => {
    const gap = shot.recordIn > recorded ? { offset: recorded, length: shot.recordIn - recorded } : undefined;
    recorded = shot.recordOut;
    // The first item on the spine holds the stems.
    const stems = index === 0 ? stemsUnder(gap ? 0 : shot.sourceIn) : [];
    return [
      ...(gap ? spineElement('gap', `name="Gap" offset="${time(gap.offset, fps)}" start="0s" duration="${time(gap.length, fps)}"`, stems) : []),
      ...spineElement(
        'asset-clip',
        `ref="${assetOf.get(shot.source)}" name="${escapeXml(shotName(shot))}" offset="${time(shot.recordIn, fps)}" start="${time(shot.sourceIn, fps)}" duration="${time(shot.sourceOut - shot.sourceIn, fps)}" format="r1" tcFormat="NDF" srcEnable="video"`,
        gap ? [] : stems,
      ),
    ];
  });
  const title = escapeXml(list.title);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    '<fcpxml version="1.10">',
    '  <resources>',
    `    <format id="r1" frameDuration="1/${fps}s" width="${list.width}" height="${list.height}" colorSpace="1-1-1 (Rec. 709)"/>`,
    ...assets,
    '  </resources>',
    '  <library>',
    `    <event name="${title}">`,
    `      <project name="${title}">`,
    `        <sequence format="r1" duration="${time(list.frames, fps)}" tcStart="0s" tcFormat="NDF" audioLayout="stereo" audioRate="48k">`,
    '          <spine>',
    ...clips,
    '          </spine>',
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
}

/** A connected audio clip read back: its media, name and role, and where it plays on the film's timeline. */
export interface ParsedFcpxmlStem {
  source: string;
  name: string;
  audioRole: string;
  recordIn: number;
  recordOut: number;
}

/** The shots and connected stems of an FCPXML document written by writeFcpxml, back as an edit list's. */
export function parseFcpxml(xml: string): { version: string; fps: number; width: number; height: number; shots: EditShot[]; stems: ParsedFcpxmlStem[] } {
  const document = readXml(xml);
  const root = attributesOf(elementsNamed(document, 'fcpxml')[0] ?? {});
  const format = attributesOf(elementsNamed(document, 'format')[0] ?? {});
  const frameDuration = secondsOf(format.frameDuration);
  const fps = frameDuration.under / frameDuration.over;
  const sources = new Map(
    elementsNamed(document, 'asset').map((asset) => [
      attributesOf(asset).id,
      decodeURI(attributesOf(elementsNamed(childrenOf(asset), 'media-rep')[0] ?? {}).src ?? '').replace(/^\.\//, ''),
    ]),
  );
  const spine = elementsNamed(document, 'spine')[0];
  const spineItems = spine ? childrenOf(spine) : [];
  const shots = spineItems
    .filter((clip) => tagOf(clip) === 'asset-clip')
    .map((clip): EditShot => {
      const attributes = attributesOf(clip);
      const sourceIn = framesOf(attributes.start, fps);
      const recordIn = framesOf(attributes.offset, fps);
      const length = framesOf(attributes.duration, fps);
      return { source: sources.get(attributes.ref) ?? '', ...fromShotName(attributes.name ?? ''), sourceIn, sourceOut: sourceIn + length, recordIn, recordOut: recordIn + length };
    });
  const stems = spineItems.flatMap((parent) =>
    childrenOf(parent)
      .filter((clip) => tagOf(clip) === 'asset-clip' && attributesOf(clip).lane)
      .map((clip): ParsedFcpxmlStem => {
        const attributes = attributesOf(clip);
        // From the parent's own time to the film's.
        const recordIn = framesOf(attributesOf(parent).offset, fps) + framesOf(attributes.offset, fps) - framesOf(attributesOf(parent).start, fps);
        return { source: sources.get(attributes.ref) ?? '', name: attributes.name ?? '', audioRole: attributes.audioRole ?? '', recordIn, recordOut: recordIn + framesOf(attributes.duration, fps) };
      }),
  );
  return { version: root.version, fps, width: Number(format.width), height: Number(format.height), shots, stems };
}
