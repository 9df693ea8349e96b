import { Inject, Injectable } from '@nestjs/common';
import type { ProjectManifest } from '@studio/contracts/imports';
import type { Scene } from '@studio/contracts/scenes';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { CharactersService } from '../characters';
import { APP_CONFIG, type AppConfig } from '../config';
import { MediaStorage } from '../media';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { ScenesService } from '../scenes';
import { SetsService } from '../sets';
import { VoiceLinesService } from '../voice-lines';

/** A name that is safe as one path segment inside the zip. */
export const bundleSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'item';

/** A bundle written to a temporary folder: remove it once it has been moved or sent. */
export interface WrittenBundle {
  path: string;
  /** Media files in the zip besides manifest.json. */
  files: number;
  sceneCount: number;
  projectName: string;
  dispose: () => Promise<void>;
}

/** Collects the files of a bundle under unique names. */
class BundleContents {
  readonly files = new Map<string, string>();

  constructor(private readonly media: MediaStorage) {}

  /** The zip path of the media at `url` (added once), or undefined when no stored file is there. */
  add(folder: string, name: string, url: string | null): string | undefined {
    const file = this.media.pathOf(url);
    if (!file || !existsSync(file)) return undefined;
    for (const [zipPath, source] of this.files) if (source === file) return zipPath;
    let zipPath = `${folder}/${bundleSlug(name)}${extname(file)}`;
    for (let n = 2; this.files.has(zipPath); n++) zipPath = `${folder}/${bundleSlug(name)}-${n}${extname(file)}`;
    this.files.set(zipPath, file);
    return zipPath;
  }
}

/**
 * A project, or some of its scenes, as a bundle: a zip of manifest.json (the import format, with
 * paths relative to the zip) and the media it names: models, sets, music, voices, and each scene's
 * video, poster and subtitles. A whole project's bundle holds everything in it (characters in no
 * scene, lines in no scene, tracks no scene uses), so it imports back as an equal project.
 */
@Injectable()
export class ProjectBundleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly media: MediaStorage,
    private readonly projects: ProjectsService,
    private readonly scenes: ScenesService,
    private readonly characters: CharactersService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly voiceLines: VoiceLinesService,
  ) {}

  /** The whole project, or only `sceneIds` and what they use. */
  async write(projectId: number, sceneIds?: readonly number[]): Promise<WrittenBundle> {
    const project = await this.projects.get(projectId);
    const everything = sceneIds === undefined;
    const [characters, sets, tracks, allScenes] = await Promise.all([
      this.characters.listByProject(projectId),
      this.sets.listByProject(projectId),
      this.music.listByProject(projectId),
      this.scenes.listByProject(projectId),
    ]);
    const scenes: Scene[] = everything ? allScenes : allScenes.filter((scene) => sceneIds.includes(scene.id));
    const lines = everything
      ? await this.voiceLines.listByProject(projectId)
      : (await Promise.all(scenes.map((scene) => this.voiceLines.listByScene(scene.id)))).flat();
    const castIds = new Set([
      ...scenes.flatMap((scene) => scene.characters.map((character) => character.id)),
      ...lines.flatMap((line) => [line.characterId, ...(line.camera?.subjectId ? [line.camera.subjectId] : [])]),
    ]);
    const setIds = new Set(scenes.map((scene) => scene.setId));
    const trackIds = new Set(scenes.map((scene) => scene.musicId));

    const contents = new BundleContents(this.media);
    const manifest: ProjectManifest = { name: project.name, description: project.description ?? undefined };
    manifest.characters = characters
      .filter((row) => everything || castIds.has(row.id))
      .map((character) => ({
        name: character.name,
        description: character.description ?? undefined,
        is_pirate: character.isPirate,
        model_path: contents.add('characters', character.name, character.modelPath),
      }));
    manifest.sets = sets
      .filter((row) => everything || setIds.has(row.id))
      .map((set) => ({
        name: set.name,
        type: set.type,
        ocean_type: set.oceanType ?? undefined,
        kind: set.kind ?? undefined,
        description: set.description ?? undefined,
        scene_file: contents.add('sets', set.name, set.scenePath),
      }));
    const trackEntry = (track: (typeof tracks)[number], sceneName: string | undefined) => ({
      scene_name: sceneName,
      name: track.name,
      style: track.style,
      mood: track.mood ?? undefined,
      description: track.description ?? undefined,
      mp3_path: contents.add('music', track.name, track.filePath),
    });
    manifest.music = [
      ...scenes.flatMap((scene) => {
        const track = tracks.find((row) => row.id === scene.musicId);
        return track ? [trackEntry(track, scene.name)] : [];
      }),
      ...(everything ? tracks.filter((track) => !trackIds.has(track.id)).map((track) => trackEntry(track, undefined)) : []),
    ];
    manifest.scenes = scenes.map((scene, index) => {
      contents.add('renders', scene.name, scene.renderedPath);
      contents.add('renders', `${scene.name}-poster`, scene.posterPath);
      contents.add('renders', scene.name, scene.subtitlesPath);
      return {
        name: scene.name,
        description: scene.description ?? undefined,
        set: sets.find((row) => row.id === scene.setId)?.name,
        characters: scene.characters.map((character) => character.name),
        order: index + 1,
        time_of_day: scene.timeOfDay ?? undefined,
        weather: scene.weather ?? undefined,
        pace: scene.pace ?? undefined,
      };
    });
    manifest.voice_lines = lines.map((line) => {
      const speaker = characters.find((row) => row.id === line.characterId)?.name ?? `character ${line.characterId}`;
      return {
        character: speaker,
        text: line.text,
        file: contents.add('voice', `${speaker}-${line.id}`, line.filePath),
        scene: allScenes.find((row) => row.id === line.sceneId)?.name,
        emotion: line.emotion ?? undefined,
        intensity: line.intensity ?? undefined,
        action: line.action ?? undefined,
        action_target: line.actionTarget ?? undefined,
        parenthetical: line.parenthetical ?? undefined,
        camera: line.camera
          ? { kind: line.camera.kind, subject: characters.find((row) => row.id === line.camera!.subjectId)?.name }
          : undefined,
        pause_before: line.pauseBefore ?? undefined,
      };
    });

    const workDir = join(this.config.dataDir, 'tmp', `bundle-${randomBytes(6).toString('hex')}`);
    await mkdir(workDir, { recursive: true });
    const dispose = () => rm(workDir, { recursive: true, force: true });
    try {
      const path = join(workDir, 'bundle.zip');
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json');
      for (const [inZip, file] of contents.files) zip.addFile(file, inZip);
      zip.end();
      await pipeline(zip.outputStream, createWriteStream(path));
      return { path, files: contents.files.size, sceneCount: scenes.length, projectName: project.name, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }
}
