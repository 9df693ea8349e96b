import type { EditList, EditShot } from './edit-list';
import { fromShotName, shotName } from './edit-list';
import { attributesOf, childrenOf, elementsNamed, escapeXml, readXml, tagOf, textOf, type XmlNode } from './xml';

/** The MLT version the project is written for (Kdenlive 23 and later, melt 7). */
const MLT_VERSION = '7.12.0';

const property = (name: string, value: string | number) => `<property name="${name}">${escapeXml(String(value))}</property>`;

/**
 * The film as an MLT XML project (what Kdenlive opens and `melt` renders): a profile at the
 * film's size and frame rate, one producer per scene video, and one playlist with an entry per
 * shot. MLT's in and out are inclusive frames; resources are relative to the file's folder.
 */
export function writeMlt(list: EditList): string {
  const producerOf = new Map(list.sources.map((source, index) => [source.path, `scene${index + 1}`]));
  const producers = list.sources.map((source) =>
    [
      `  <producer id="${producerOf.get(source.path)}" in="0" out="${source.frames - 1}">`,
      `    ${property('resource', source.path)}`,
      `    ${property('mlt_service', 'avformat')}`,
      `    ${property('kdenlive:clipname', source.sceneName)}`,
      '  </producer>',
    ].join('\n'),
  );
  let recorded = 0;
  const entries = list.shots.map((shot) => {
    // A gap on the film's timeline (none when the chapters follow each other) stays a gap.
    const blank = shot.recordIn > recorded ? [`    <blank length="${shot.recordIn - recorded}"/>`] : [];
    recorded = shot.recordOut;
    return [
      ...blank,
      `    <entry producer="${producerOf.get(shot.source)}" in="${shot.sourceIn}" out="${shot.sourceOut - 1}">`,
      `      ${property('kdenlive:clipname', shotName(shot))}`,
      '    </entry>',
    ].join('\n');
  });
  const { width, height, fps } = list;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<mlt LC_NUMERIC="C" version="${MLT_VERSION}" title="${escapeXml(list.title)}" producer="film">`,
    `  <profile description="${width}x${height} ${fps} fps" width="${width}" height="${height}" progressive="1" sample_aspect_num="1" sample_aspect_den="1" display_aspect_num="${width}" display_aspect_den="${height}" frame_rate_num="${fps}" frame_rate_den="1" colorspace="709"/>`,
    ...producers,
    '  <playlist id="shots">',
    ...entries,
    '  </playlist>',
    `  <tractor id="film" title="${escapeXml(list.title)}" in="0" out="${list.frames - 1}">`,
    '    <track producer="shots"/>',
    '  </tractor>',
    '</mlt>',
    '',
  ].join('\n');
}

const propertiesOf = (node: XmlNode) =>
  new Map(childrenOf(node).filter((child) => tagOf(child) === 'property').map((child) => [attributesOf(child).name, textOf(child)]));

/** The shots of an MLT project written by writeMlt, back as an edit list's shots. */
export function parseMlt(xml: string): { fps: number; width: number; height: number; shots: EditShot[] } {
  const document = readXml(xml);
  const profile = attributesOf(elementsNamed(document, 'profile')[0] ?? {});
  const resources = new Map(elementsNamed(document, 'producer').map((producer) => [attributesOf(producer).id, propertiesOf(producer).get('resource') ?? '']));
  const playlist = elementsNamed(document, 'playlist').find((candidate) => attributesOf(candidate).id === 'shots');
  const shots: EditShot[] = [];
  let record = 0;
  for (const item of playlist ? childrenOf(playlist) : []) {
    const attributes = attributesOf(item);
    if (tagOf(item) === 'blank') record += Number(attributes.length);
    if (tagOf(item) !== 'entry') continue;
    const sourceIn = Number(attributes.in);
    const sourceOut = Number(attributes.out) + 1;
    const recordIn = record;
    record += sourceOut - sourceIn;
    shots.push({ source: resources.get(attributes.producer) ?? '', ...fromShotName(propertiesOf(item).get('kdenlive:clipname') ?? ''), sourceIn, sourceOut, recordIn, recordOut: record });
  }
  return { fps: Number(profile.frame_rate_num) / Number(profile.frame_rate_den), width: Number(profile.width), height: Number(profile.height), shots };
}
