import type { EditList, EditShot } from './edit-list';
import { fromShotName, shotName } from './edit-list';
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

/**
 * The film as FCPXML 1.10 (Final Cut Pro, DaVinci Resolve, Premiere through converters): one
 * format, an asset per scene video (its media by a path relative to the file), and a project
 * whose spine has an asset-clip per shot, with a gap wherever the film has one.
 */
export function writeFcpxml(list: EditList): string {
  const { fps } = list;
  const assetOf = new Map(list.sources.map((source, index) => [source.path, `r${index + 2}`]));
  const assets = list.sources.map((source) =>
    [
      `    <asset id="${assetOf.get(source.path)}" name="${escapeXml(source.sceneName)}" start="0s" duration="${time(source.frames, fps)}" hasVideo="1" format="r1" hasAudio="1" audioSources="1" audioChannels="2" audioRate="48000">`,
      `      <media-rep kind="original-media" src="${escapeXml(encodeURI(source.path))}"/>`,
      '    </asset>',
    ].join('\n'),
  );
  let recorded = 0;
  const clips = list.shots.flatMap((shot) => {
    const gap = shot.recordIn > recorded ? [`            <gap name="Gap" offset="${time(recorded, fps)}" start="0s" duration="${time(shot.recordIn - recorded, fps)}"/>`] : [];
    recorded = shot.recordOut;
    return [
      ...gap,
      `            <asset-clip ref="${assetOf.get(shot.source)}" name="${escapeXml(shotName(shot))}" offset="${time(shot.recordIn, fps)}" start="${time(shot.sourceIn, fps)}" duration="${time(shot.sourceOut - shot.sourceIn, fps)}" format="r1" tcFormat="NDF"/>`,
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

/** The shots of an FCPXML document written by writeFcpxml, back as an edit list's shots. */
export function parseFcpxml(xml: string): { version: string; fps: number; width: number; height: number; shots: EditShot[] } {
  const document = readXml(xml);
  const root = attributesOf(elementsNamed(document, 'fcpxml')[0] ?? {});
  const format = attributesOf(elementsNamed(document, 'format')[0] ?? {});
  const frameDuration = secondsOf(format.frameDuration);
  const fps = frameDuration.under / frameDuration.over;
  const sources = new Map(
    elementsNamed(document, 'asset').map((asset) => [attributesOf(asset).id, decodeURI(attributesOf(elementsNamed(childrenOf(asset), 'media-rep')[0] ?? {}).src ?? '')]),
  );
  const spine = elementsNamed(document, 'spine')[0];
  const shots = (spine ? childrenOf(spine) : [])
    .filter((clip) => tagOf(clip) === 'asset-clip')
    .map((clip): EditShot => {
      const attributes = attributesOf(clip);
      const sourceIn = framesOf(attributes.start, fps);
      const recordIn = framesOf(attributes.offset, fps);
      const length = framesOf(attributes.duration, fps);
      return { source: sources.get(attributes.ref) ?? '', ...fromShotName(attributes.name ?? ''), sourceIn, sourceOut: sourceIn + length, recordIn, recordOut: recordIn + length };
    });
  return { version: root.version, fps, width: Number(format.width), height: Number(format.height), shots };
}
