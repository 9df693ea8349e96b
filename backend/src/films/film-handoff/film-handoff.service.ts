import { Inject, Injectable } from '@nestjs/common';
import type { Film } from '@studio/contracts/films';
import { sameName } from '@studio/contracts/names';
import type { Scene } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { APP_CONFIG, type AppConfig } from '../../config';
import { MediaStorage } from '../../media';
import { ProjectsService } from '../../projects';
import { probeVideo, RenderService, type StemSound, writeFilmStems } from '../../render';
import { ScenesService } from '../../scenes';
import { FILM_FPS } from '../film-render.job';
import { FilmOutdatedError, NoFilmYetError } from '../films.errors';
import { FilmsService } from '../films.service';
import { writeCmx3600 } from './cmx3600';
import { buildEditList, type EditScene, type EditStem, sceneReel } from './edit-list';
import { writeFcpxml } from './fcpxml';
import { writeMlt } from './mlt';

/** A handoff zip in a temporary folder: remove it once it has been sent. */
export interface WrittenHandoff {
  path: string;
  /** The zip's name for the download. */
  fileName: string;
  dispose: () => Promise<void>;
}

/** One chapter of the film with the scene, video and timeline it was cut from. */
interface FilmScene {
  scene: Scene;
  video: string;
  timeline: SceneTimeline;
  recordStart: number;
  recordEnd: number;
}

/** A file name from a name a person typed: letters and digits kept, anything else (path separators too) a dash. */
export const fileNameOf = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'unnamed';

/**
 * The film for an editor (issue 29): a zip with the film's cut as a Kdenlive project, FCPXML 1.10
 * and a CMX3600 EDL, the scene videos they cut from (videos/SCENE<nnn>.mp4, named as their EDL
 * reels), a dialogue stem per character, the music and the ambience stems (stems/*.wav, the
 * film's length, on audio tracks in Kdenlive, connected clips with roles in FCPXML) and the
 * film's .srt, all named by
 * paths relative to the zip, so the folder opens anywhere. The shots are each scene's timeline's,
 * placed at its chapter; a scene changed since the film makes the handoff wait for a new film.
 */
@Injectable()
export class FilmHandoffService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projects: ProjectsService,
    private readonly films: FilmsService,
    private readonly scenes: ScenesService,
    private readonly renders: RenderService,
    private readonly media: MediaStorage,
  ) {}

  async write(projectId: number): Promise<WrittenHandoff> {
    const project = await this.projects.get(projectId);
    const { film } = await this.films.film(projectId);
    if (!film) throw new NoFilmYetError(projectId);
    const filmScenes = await this.filmScenes(projectId, film);
    const filmVideo = this.media.pathOf(film.filmPath);
    const subtitles = this.media.pathOf(film.subtitlesPath);
    if (!filmVideo || !subtitles) throw new FilmOutdatedError("The film's files were removed");
    const { width, height } = await probeVideo(filmVideo);
    const name = fileNameOf(project.name);

    const workDir = join(this.config.dataDir, 'tmp', `handoff-${randomBytes(6).toString('hex')}`);
    const dispose = () => rm(workDir, { recursive: true, force: true });
    try {
      await mkdir(workDir, { recursive: true });
      const videoOf = (index: number) => `videos/${sceneReel(index)}.mp4`;
      const stems = await this.writeStems(filmScenes, workDir);
      const list = buildEditList({
        title: project.name,
        fps: FILM_FPS,
        width,
        height,
        scenes: filmScenes.map(({ scene, timeline, recordStart, recordEnd }, index): EditScene => ({
          name: scene.name,
          path: videoOf(index),
          frames: toFilmFrames(timeline.frameCount, timeline),
          recordStart,
          recordEnd,
          shots: timeline.shots.map((shot) => ({ kind: shot.kind, startFrame: toFilmFrames(shot.startFrame, timeline), endFrame: toFilmFrames(shot.endFrame, timeline) })),
        })),
        stems: stems.map(({ stem }) => stem),
      });

      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(writeMlt(list)), `${name}.kdenlive`);
      zip.addBuffer(Buffer.from(writeFcpxml(list)), `${name}.fcpxml`);
      zip.addBuffer(Buffer.from(writeCmx3600(list)), `${name}.edl`);
      zip.addFile(subtitles, `${name}.srt`);
      // Video and sound hardly deflate: stored as they are, the zip is written at disk speed.
      filmScenes.forEach(({ video }, index) => zip.addFile(video, videoOf(index), { compress: false }));
      for (const { stem, file } of stems) zip.addFile(file, stem.path, { compress: false });
      zip.end();
      const path = join(workDir, 'handoff.zip');
      await pipeline(zip.outputStream, createWriteStream(path));
      return { path, fileName: `${name}-editor-handoff.zip`, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }

  /** The film's chapters with their scenes as they are now; 409 when one changed or went since the film. */
  private async filmScenes(projectId: number, film: Film): Promise<FilmScene[]> {
    const scenes = await this.scenes.listByProject(projectId);
    const filmScenes: FilmScene[] = [];
    for (const chapter of film.chapters) {
      const scene = scenes.find((candidate) => sameName(candidate.name, chapter.title));
      const video = scene && this.media.pathOf(scene.renderedPath);
      if (!scene || !video || scene.renderOutdated) throw new FilmOutdatedError(`${chapter.title} ${scene ? 'changed' : 'was removed'} since the film was rendered`);
      const timeline = await this.renders.timeline(scene.id).catch((error: unknown) => {
        throw new FilmOutdatedError(`${scene.name} cannot be cut any more (${(error as Error).message})`);
      });
      const recordStart = Math.round(chapter.startSeconds * FILM_FPS);
      const recordEnd = Math.round(chapter.endSeconds * FILM_FPS);
      // The join rounds a scene to whole frames: more than a frame apart, the video is not the film's.
      if (Math.abs(toFilmFrames(timeline.frameCount, timeline) - (recordEnd - recordStart)) > 1) {
        throw new FilmOutdatedError(`${scene.name} no longer lasts as long as its chapter of the film`);
      }
      filmScenes.push({ scene, video, timeline, recordStart, recordEnd });
    }
    return filmScenes;
  }

  /**
   * A dialogue stem per character who speaks, in order of their first line, the music stem and the
   * ambience stem (the weather's bed; silent when every scene is clear); each with its path in the
   * zip and its file on disk.
   */
  private async writeStems(filmScenes: readonly FilmScene[], workDir: string): Promise<{ stem: EditStem; file: string }[]> {
    const speakers = new Map<number, string>();
    for (const { timeline } of filmScenes) {
      for (const voice of timeline.audio.voices) {
        if (!speakers.has(voice.characterId)) {
          speakers.set(voice.characterId, timeline.blocking.find((mark) => mark.characterId === voice.characterId)?.name ?? `character ${voice.characterId}`);
        }
      }
    }
    const wanted: { inZip: string; sound: StemSound; role: EditStem['role']; name: string }[] = [
      ...[...speakers].map(([characterId, name]) => ({ inZip: `stems/dialogue-${fileNameOf(name)}.wav`, sound: { characterId }, role: 'dialogue' as const, name })),
      { inZip: 'stems/music.wav', sound: 'music' as const, role: 'music' as const, name: 'Music' },
      { inZip: 'stems/ambience.wav', sound: 'ambience' as const, role: 'ambience' as const, name: 'Ambience' },
    ];
    const taken = new Set<string>();
    const stems = wanted.map(({ inZip, role, name }) => {
      // Two characters whose names read the same as files keep both stems.
      let path = inZip;
      for (let n = 2; taken.has(path); n++) path = inZip.replace(/\.wav$/, `-${n}.wav`);
      taken.add(path);
      return { stem: { path, role, name }, file: join(workDir, path) };
    });
    const fileOf = (url: string) => {
      const path = this.media.pathOf(url);
      if (!path) throw new FilmOutdatedError(`The sound ${url} was removed`);
      return path;
    };
    await writeFilmStems({
      scenes: filmScenes.map(({ timeline, recordStart, recordEnd }) => ({ timeline, frames: recordEnd - recordStart })),
      stems: wanted.map(({ sound }, index) => ({ sound, output: stems[index].file })),
      fileOf,
      workDir,
    });
    return stems;
  }
}

/** A frame of a timeline at the film's frame rate (the renders' own, so this is a no-op today). */
const toFilmFrames = (frame: number, timeline: SceneTimeline) => Math.round((frame * FILM_FPS) / timeline.fps);
