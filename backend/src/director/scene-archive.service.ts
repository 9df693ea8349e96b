import { Inject, Injectable } from '@nestjs/common';
import type { ArchiveResult } from '@studio/contracts/director';
import type { ProjectManifest } from '@studio/contracts/imports';
import type { Scene } from '@studio/contracts/scenes';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { CharactersService } from '../characters/characters.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MediaStorage } from '../media/media-storage.service';
import { MusicService } from '../music/music.service';
import { ProjectsService } from '../projects/projects.service';
import { ScenesService } from '../scenes/scenes.service';
import { SetsService } from '../sets/sets.service';
import { VoiceLinesService } from '../voice-lines/voice-lines.service';

/** A name that is safe as one path segment inside the zip. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'item';

/** Collects the files of an archive under unique names, and what the manifest says of them. */
class ArchiveContents {
  readonly files = new Map<string, string>();

  constructor(private readonly media: MediaStorage) {}

  /** The zip path of the media at `url` (added once), or undefined when no stored file is there. */
  add(folder: string, name: string, url: string | null): string | undefined {
    const file = this.media.pathOf(url);
    if (!file || !existsSync(file)) return undefined;
    for (const [zipPath, source] of this.files) if (source === file) return zipPath;
    let zipPath = `${folder}/${slug(name)}${extname(file)}`;
    for (let n = 2; this.files.has(zipPath); n++) zipPath = `${folder}/${slug(name)}-${n}${extname(file)}`;
    this.files.set(zipPath, file);
    return zipPath;
  }
}

/**
 * The director's archive: a zip of scenes with everything they are made of (models, set, music,
 * voices), their rendered video, poster and subtitles, and a manifest.json in the import format
 * whose paths are relative to the zip, so the archive imports back as a project.
 */
@Injectable()
export class SceneArchiveService {
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

  async archiveScene(sceneId: number): Promise<ArchiveResult> {
    const scene = await this.scenes.get(sceneId);
    return this.archive(scene.projectId, [scene], `scene-${scene.id}`);
  }

  async archiveProject(projectId: number): Promise<ArchiveResult> {
    await this.projects.get(projectId);
    return this.archive(projectId, await this.scenes.listByProject(projectId), 'project');
  }

  private async archive(projectId: number, scenes: readonly Scene[], prefix: string): Promise<ArchiveResult> {
    const project = await this.projects.get(projectId);
    const [characters, sets, tracks] = await Promise.all([
      this.characters.listByProject(projectId),
      this.sets.listByProject(projectId),
      this.music.listByProject(projectId),
    ]);
    const contents = new ArchiveContents(this.media);
    const manifest: ProjectManifest & { description: string | null } = {
      name: project.name,
      description: project.description ?? null,
      characters: [],
      sets: [],
      music: [],
      voice_lines: [],
      scenes: [],
    };
    const castIds = new Set(scenes.flatMap((scene) => scene.characters.map((character) => character.id)));
    const lines = (await Promise.all(scenes.map((scene) => this.voiceLines.listByScene(scene.id)))).flat();
    for (const line of lines) castIds.add(line.characterId);
    for (const character of characters.filter((row) => castIds.has(row.id))) {
      manifest.characters!.push({ name: character.name, model_path: contents.add('characters', character.name, character.modelPath) });
    }
    const setIds = new Set(scenes.map((scene) => scene.setId));
    for (const set of sets.filter((row) => setIds.has(row.id))) {
      manifest.sets!.push({ name: set.name, scene_file: contents.add('sets', set.name, set.scenePath) });
    }
    scenes.forEach((scene, index) => {
      const set = sets.find((row) => row.id === scene.setId);
      manifest.scenes!.push({
        name: scene.name,
        description: scene.description ?? undefined,
        set: set?.name,
        characters: scene.characters.map((character) => character.name),
        order: index + 1,
      });
      const track = tracks.find((row) => row.id === scene.musicId);
      if (track) manifest.music!.push({ scene_name: scene.name, mp3_path: contents.add('music', track.name, track.filePath) });
      contents.add('renders', scene.name, scene.renderedPath);
      contents.add('renders', `${scene.name}-poster`, scene.posterPath);
      contents.add('renders', scene.name, scene.subtitlesPath);
    });
    for (const line of lines) {
      const speaker = characters.find((row) => row.id === line.characterId)?.name ?? `character ${line.characterId}`;
      const scene = scenes.find((row) => row.id === line.sceneId);
      manifest.voice_lines!.push({
        character: speaker,
        text: line.text,
        file: contents.add('voice', `${speaker}-${line.id}`, line.filePath),
        scene: scene?.name,
      });
    }

    const workDir = join(this.config.dataDir, 'tmp', `archive-${randomBytes(6).toString('hex')}`);
    await mkdir(workDir, { recursive: true });
    try {
      const zipPath = join(workDir, 'archive.zip');
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json');
      for (const [inZip, file] of contents.files) zip.addFile(file, inZip);
      zip.end();
      await pipeline(zip.outputStream, createWriteStream(zipPath));
      const archivePath = await this.media.adoptFile('archives', projectId, `${prefix}-${slug(scenes.length === 1 ? scenes[0].name : project.name)}`, 'zip', zipPath);
      const what = scenes.length === 1 && prefix !== 'project' ? scenes[0].name : project.name;
      return {
        success: true,
        message: `Archived ${what}: ${scenes.length} scene${scenes.length === 1 ? '' : 's'} and ${contents.files.size} file${contents.files.size === 1 ? '' : 's'}.`,
        archivePath,
        files: contents.files.size,
      };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
