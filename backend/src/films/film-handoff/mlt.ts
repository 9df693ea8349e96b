import { randomUUID } from 'node:crypto';
import type { EditList, EditShot } from './edit-list';
import { fromShotName, shotName, stemTrackName } from './edit-list';
import { attributesOf, childrenOf, elementsNamed, escapeXml, readXml, tagOf, textOf, type XmlNode } from './xml';

/** The MLT version the project is written for (Kdenlive 23.08 and later, melt 7). */
const MLT_VERSION = '7.12.0';
/** Kdenlive's document version since 23.04, the one with timeline sequences. */
export const KDENLIVE_DOCUMENT_VERSION = '1.1';
/** What Kdenlive marks the compositing and mixing it adds between tracks with (it rebuilds them on load). */
const INTERNAL_ADDED = 237;
/** Kdenlive's producer_type of a timeline sequence. */
const SEQUENCE_PRODUCER_TYPE = 17;

/**
 * The MLT profiles Kdenlive ships for 16:9 sizes, named '<name>_<fps>' at these whole frame rates;
 * Kdenlive takes any other film's <profile> as a custom profile.
 */
const PROFILE_NAMES: Record<string, string> = { '1280x720': 'atsc_720p', '1920x1080': 'atsc_1080p', '2560x1440': 'qhd_1440p', '3840x2160': 'uhd_2160p' };
const STANDARD_FPS = [24, 25, 30, 50, 60];

const property = (name: string, value: string | number) => `<property name="${name}">${escapeXml(String(value))}</property>`;
const properties = (indent: string, values: Record<string, string | number>) => Object.entries(values).map(([name, value]) => `${indent}${property(name, value)}`);

/** A Kdenlive track: a tractor over two playlists (the second holds same-track mixes), clips in the first. */
function kdenliveTrack(id: string, kind: 'audio' | 'video', name: string, items: string[]): string[] {
  const audio: Record<string, number> = kind === 'audio' ? { 'kdenlive:audio_track': 1 } : {};
  const hide = kind === 'audio' ? 'video' : 'audio';
  return [
    `  <playlist id="${id}_clips">`,
    ...properties('    ', audio),
    ...items,
    '  </playlist>',
    `  <playlist id="${id}_mixes">`,
    ...properties('    ', audio),
    '  </playlist>',
    `  <tractor id="${id}">`,
    ...properties('    ', { ...audio, 'kdenlive:track_name': name, 'kdenlive:timeline_active': 1 }),
    `    <track hide="${hide}" producer="${id}_clips"/>`,
    `    <track hide="${hide}" producer="${id}_mixes"/>`,
    '  </tractor>',
  ];
}

/** The internal transition Kdenlive puts between the black track and track `index`: a sum for sound, a blend for pictures. */
const internalTransition = (index: number, kind: 'audio' | 'video') =>
  [
    `    <transition id="transition${index}">`,
    ...properties('      ', {
      a_track: 0,
      b_track: index,
      ...(kind === 'audio' ? { mlt_service: 'mix', kdenlive_id: 'mix', accepts_blanks: 1, sum: 1 } : { mlt_service: 'qtblend', kdenlive_id: 'qtblend', compositing: 0 }),
      always_active: 1,
      internal_added: INTERNAL_ADDED,
    }),
    '    </transition>',
  ].join('\n');

/**
 * The film as a Kdenlive project (document version 1.1, what Kdenlive 23.04 and later write), which
 * `melt` renders as well: the profile, a bin clip per scene video and per stem (the main_bin playlist,
 * with the document's properties), and one timeline sequence with a video track of the shots and an
 * audio track per stem, the last tractor wrapping the sequence for melt. MLT's in and out are
 * inclusive frames. No root attribute: then Kdenlive and melt both resolve the relative resources
 * against the file's folder (melt takes root="" for its working directory). `document` names the
 * project for Kdenlive's caches: new for every download.
 */
export function writeMlt(list: EditList, document = { uuid: `{${randomUUID()}}`, id: Date.now() }): string {
  const { width, height, fps, frames } = list;
  const last = Math.max(frames - 1, 0);
  const binClips = [
    ...list.sources.map((source) => ({ path: source.path, name: source.sceneName, frames: source.frames })),
    ...list.stems.map((stem) => ({ path: stem.path, name: stemTrackName(stem), frames })),
  ].map((clip, index) => ({ ...clip, id: `clip${index + 1}`, kdenliveId: index + 2 }));
  const clipOf = new Map(binClips.map((clip) => [clip.path, clip]));
  const producers = binClips.flatMap((clip) => [
    `  <producer id="${clip.id}" in="0" out="${clip.frames - 1}">`,
    ...properties('    ', { resource: clip.path, mlt_service: 'avformat', 'kdenlive:clipname': clip.name, 'kdenlive:id': clip.kdenliveId, 'kdenlive:folderid': -1 }),
    '  </producer>',
  ]);
  const entry = (clip: { id: string; kdenliveId: number }, sourceIn: number, sourceOut: number, name: string) =>
    [
      `    <entry producer="${clip.id}" in="${sourceIn}" out="${sourceOut - 1}">`,
      ...properties('      ', { 'kdenlive:id': clip.kdenliveId, 'kdenlive:clipname': name }),
      '    </entry>',
    ].join('\n');

  let recorded = 0;
  const shotItems = list.shots.map((shot) => {
    // A gap on the film's timeline (none when the chapters follow each other) stays a gap.
    const blank = shot.recordIn > recorded ? `    <blank length="${shot.recordIn - recorded}"/>\n` : '';
    recorded = shot.recordOut;
    return blank + entry(clipOf.get(shot.source)!, shot.sourceIn, shot.sourceOut, shotName(shot));
  });
  // Kdenlive lists tracks bottom up: the ambience lowest, then the music, the first speaker's dialogue just under the video (A1).
  const audioTracks = [...list.stems].reverse().map((stem, index) => kdenliveTrack(`audio${index + 1}`, 'audio', stemTrackName(stem), [entry(clipOf.get(stem.path)!, 0, frames, stemTrackName(stem))]));
  const videoTrack = kdenliveTrack('video1', 'video', 'Shots', shotItems);
  const trackIds = [...audioTracks.map((_, index) => `audio${index + 1}`), 'video1'];
  const sequenceId = binClips.length + 2;

  const profileName = PROFILE_NAMES[`${width}x${height}`];
  const documentProperties = {
    version: KDENLIVE_DOCUMENT_VERSION,
    uuid: document.uuid,
    documentid: document.id,
    ...(profileName && STANDARD_FPS.includes(fps) ? { profile: `${profileName}_${fps}` } : {}),
    audioChannels: 2,
    activetimeline: document.uuid,
    opensequences: document.uuid,
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<mlt LC_NUMERIC="C" version="${MLT_VERSION}" title="${escapeXml(list.title)}" producer="main_bin">`,
    `  <profile description="${width}x${height} ${fps} fps" width="${width}" height="${height}" progressive="1" sample_aspect_num="1" sample_aspect_den="1" display_aspect_num="${width}" display_aspect_den="${height}" frame_rate_num="${fps}" frame_rate_den="1" colorspace="709"/>`,
    ...producers,
    `  <producer id="black_track" in="0" out="${last}">`,
    ...properties('    ', { length: 2147483647, eof: 'continue', resource: 'black', mlt_service: 'color', 'kdenlive:playlistid': 'black_track', mlt_image_format: 'rgba', 'set.test_audio': 0 }),
    '  </producer>',
    ...audioTracks.flat(),
    ...videoTrack,
    `  <tractor id="${document.uuid}" in="0" out="${last}">`,
    ...properties('    ', {
      'kdenlive:uuid': document.uuid,
      'kdenlive:clipname': list.title,
      'kdenlive:producer_type': SEQUENCE_PRODUCER_TYPE,
      'kdenlive:id': sequenceId,
      'kdenlive:folderid': -1,
      'kdenlive:maxduration': frames,
      'kdenlive:sequenceproperties.documentuuid': document.uuid,
      'kdenlive:sequenceproperties.hasAudio': 1,
      'kdenlive:sequenceproperties.hasVideo': 1,
      'kdenlive:sequenceproperties.tracksCount': trackIds.length,
    }),
    '    <track producer="black_track"/>',
    ...trackIds.map((id) => `    <track producer="${id}"/>`),
    ...trackIds.map((id, index) => internalTransition(index + 1, id === 'video1' ? 'video' : 'audio')),
    '  </tractor>',
    '  <playlist id="main_bin">',
    ...properties('    ', Object.fromEntries(Object.entries(documentProperties).map(([name, value]) => [`kdenlive:docproperties.${name}`, value]))),
    ...properties('    ', { xml_retain: 1 }),
    ...binClips.map((clip) => `    <entry producer="${clip.id}" in="0" out="${clip.frames - 1}"/>`),
    `    <entry producer="${document.uuid}" in="0" out="${last}"/>`,
    '  </playlist>',
    // The last tractor is what melt plays: the sequence.
    `  <tractor id="project" in="0" out="${last}">`,
    `    ${property('kdenlive:projectTractor', 1)}`,
    `    <track producer="${document.uuid}" in="0" out="${last}"/>`,
    '  </tractor>',
    '</mlt>',
    '',
  ].join('\n');
}

const propertiesOf = (node: XmlNode) =>
  new Map(childrenOf(node).filter((child) => tagOf(child) === 'property').map((child) => [attributesOf(child).name, textOf(child)]));

/** A Kdenlive project as Kdenlive reads it back, from main_bin and the sequence it names. */
export interface ParsedMlt {
  /** The folder relative resources resolve against; none for the file's own. */
  root: string | undefined;
  fps: number;
  width: number;
  height: number;
  /** main_bin's kdenlive:docproperties.* by name. */
  documentProperties: Record<string, string>;
  /** Every bin clip's kdenlive:clipname and its resource (a sequence's resource is ''). */
  binClips: { name: string; resource: string }[];
  shots: EditShot[];
  /** The audio tracks top down, each its name and the resources it plays. */
  audioTracks: { name: string; resources: string[] }[];
}

/**
 * A project written by writeMlt read the way Kdenlive does: the document's properties and bin
 * clips from main_bin, the active sequence by its uuid, its tracks (tractors of playlists) after
 * the black track, every timeline entry's clip found in the bin by its kdenlive:id. What Kdenlive
 * would find missing throws.
 */
export function parseMlt(xml: string): ParsedMlt {
  const document = readXml(xml);
  const mlt = attributesOf(elementsNamed(document, 'mlt')[0] ?? {});
  if (mlt.LC_NUMERIC !== 'C') throw new Error('not an MLT document with LC_NUMERIC="C"');
  const profile = attributesOf(elementsNamed(document, 'profile')[0] ?? {});
  const byId = new Map([...elementsNamed(document, 'producer'), ...elementsNamed(document, 'playlist'), ...elementsNamed(document, 'tractor')].map((node) => [attributesOf(node).id, node]));
  const find = (id: string, what: string) => {
    const node = byId.get(id);
    if (!node) throw new Error(`${what} ${id} is missing`);
    return node;
  };
  const mainBin = find('main_bin', 'the bin playlist');
  const documentProperties = Object.fromEntries(
    [...propertiesOf(mainBin)].filter(([name]) => name.startsWith('kdenlive:docproperties.')).map(([name, value]) => [name.slice('kdenlive:docproperties.'.length), value]),
  );
  const binEntries = childrenOf(mainBin).filter((child) => tagOf(child) === 'entry').map((child) => propertiesOf(find(attributesOf(child).producer, 'bin clip')));
  const binIds = new Set(binEntries.map((clip) => clip.get('kdenlive:id')));
  if (binIds.has(undefined) || binIds.size !== binEntries.length) throw new Error('every bin clip needs its own kdenlive:id');

  const sequence = find(documentProperties.activetimeline, 'the active sequence');
  if (propertiesOf(sequence).get('kdenlive:uuid') !== documentProperties.uuid) throw new Error("the sequence's kdenlive:uuid is not the document's");
  const [black, ...tracks] = childrenOf(sequence).filter((child) => tagOf(child) === 'track').map((child) => find(attributesOf(child).producer, 'track'));
  if (propertiesOf(black ?? {}).get('kdenlive:playlistid') !== 'black_track') throw new Error("the sequence's first track is not Kdenlive's black track");
  const resourceOf = (id: string) => propertiesOf(find(id, 'clip')).get('resource') ?? '';
  const entriesOf = (track: XmlNode) => {
    const clips = find(attributesOf(childrenOf(track).find((child) => tagOf(child) === 'track') ?? {}).producer, 'track playlist');
    for (const item of childrenOf(clips).filter((child) => tagOf(child) === 'entry')) {
      if (!binIds.has(propertiesOf(item).get('kdenlive:id'))) throw new Error(`a timeline clip of ${attributesOf(item).producer} is not in the bin`);
    }
    return childrenOf(clips);
  };

  const audioTracks: ParsedMlt['audioTracks'] = [];
  const shots: EditShot[] = [];
  for (const track of tracks) {
    const trackProperties = propertiesOf(track);
    if (trackProperties.get('kdenlive:audio_track') === '1') {
      const resources = entriesOf(track).filter((item) => tagOf(item) === 'entry').map((item) => resourceOf(attributesOf(item).producer));
      audioTracks.unshift({ name: trackProperties.get('kdenlive:track_name') ?? '', resources });
      continue;
    }
    let record = 0;
    for (const item of entriesOf(track)) {
      const attributes = attributesOf(item);
      if (tagOf(item) === 'blank') record += Number(attributes.length);
      if (tagOf(item) !== 'entry') continue;
      const sourceIn = Number(attributes.in);
      const sourceOut = Number(attributes.out) + 1;
      const recordIn = record;
      record += sourceOut - sourceIn;
      shots.push({ source: resourceOf(attributes.producer), ...fromShotName(propertiesOf(item).get('kdenlive:clipname') ?? ''), sourceIn, sourceOut, recordIn, recordOut: record });
    }
  }
  return {
    root: mlt.root,
    fps: Number(profile.frame_rate_num) / Number(profile.frame_rate_den),
    width: Number(profile.width),
    height: Number(profile.height),
    documentProperties,
    binClips: binEntries.map((clip) => ({ name: clip.get('kdenlive:clipname') ?? '', resource: clip.get('mlt_service') === 'avformat' ? (clip.get('resource') ?? '') : '' })),
    shots,
    audioTracks,
  };
}
