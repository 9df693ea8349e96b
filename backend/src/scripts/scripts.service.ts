import { Injectable } from '@nestjs/common';
import type { TrainResult } from '@studio/contracts/director';
import { NAME_MAX } from '@studio/contracts/common';
import type { AnalyzeScriptFields, AnalyzeScriptResult, DirectorMemory, ScreenplayExportQuery, ScriptAnalysis, ScriptData, StoredScript } from '@studio/contracts/scripts';
import { readScreenplay } from '@studio/screenplay/analyze';
import { clipGraphemes } from '@studio/screenplay/graphemes';
import { writeScreenplay } from '@studio/screenplay/write';
import { readFile } from 'node:fs/promises';
import { MEDIA_URL_PREFIX, MediaStorage, type UploadedMedia } from '../media';
import { ProjectsService } from '../projects';
import { ScreenplayAnalyzer, type ScriptSource } from './screenplay-analyzer';
import { toScreenplayFile, type ScreenplayFile } from './screenplay-file';
import { NoScriptError, NotAScreenplayError, ScriptNotFoundError, UnexportableScriptError, UnknownScriptPathError, UnreadableScriptError } from './script.errors';
import { toScriptData, toStoredScript } from './script.mapper';
import { ScriptsRepository } from './scripts.repository';

/** Multer's in-memory file with the name the browser gave it. */
export type UploadedScript = UploadedMedia & { originalname?: string };

/** The only names scripts are stored under: no folders, no dot files. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const EXTENSIONS = { fountain: 'fountain', fdx: 'fdx', pdf: 'pdf' } as const;

/**
 * An analysis as the database takes it: every lone UTF-16 surrogate (half an emoji, where a text was
 * cut) made U+FFFD, which MariaDB's check on the JSON column asks for; and the title (a title page
 * may say anything) cut to what its column, and a project's description, hold.
 */
function storable(analysis: ScriptAnalysis): ScriptAnalysis {
  const wellFormed = JSON.parse(
    JSON.stringify(analysis, (_key, value: unknown) => (typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\uFFFD') : value)),
  ) as ScriptAnalysis;
  return wellFormed.title === null ? wellFormed : { ...wellFormed, title: clipGraphemes(wellFormed.title, NAME_MAX) };
}

@Injectable()
export class ScriptsService {
  constructor(
    private readonly scripts: ScriptsRepository,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
    private readonly analyzer: ScreenplayAnalyzer,
  ) {}

  /**
   * Reads the screenplay, then stores it with its analysis under the named project (created when
   * no project has that name). Nothing is stored when it cannot be read or holds no screenplay, and
   * a failure while storing takes back what was written.
   */
  async analyze(fields: AnalyzeScriptFields, file: UploadedScript | undefined): Promise<AnalyzeScriptResult> {
    const source = this.sourceOf(fields, file);
    const outcome = await this.analyzer.analyze(source, { directorMemory: fields.generateDirectorMemory });
    if (!outcome.ok) throw outcome.unreadable ? new UnreadableScriptError(outcome.reason) : new NotAScreenplayError(outcome.reason);
    const analysis = storable(outcome.analysis);

    const { project, created } = await this.projects.findOrCreateByName(
      fields.projectName,
      analysis.title ? `From the screenplay "${analysis.title}".` : 'From an imported screenplay.',
    );
    const bytes = 'bytes' in source ? Buffer.from(source.bytes) : Buffer.from(source.text, 'utf8');
    let filePath: string | undefined;
    try {
      filePath = await this.media.save('scripts', project.id, 'script', EXTENSIONS[analysis.format], bytes);
      const row = await this.scripts.insert({
        projectId: project.id,
        storedName: filePath.slice(filePath.lastIndexOf('/') + 1),
        filePath,
        originalName: file?.originalname ?? null,
        title: analysis.title,
        format: analysis.format,
        sceneCount: analysis.scenes.length,
        characterCount: analysis.characters.length,
        analysis,
      });
      return { success: true, error: null, scriptId: row.id, projectId: project.id, ...analysis };
    } catch (error) {
      if (filePath) await this.media.removeOwnedFile('scripts', project.id, filePath);
      if (created) await this.projects.remove(project.id);
      throw error;
    }
  }

  async getData(id: number): Promise<ScriptData> {
    const row = await this.scripts.findById(id);
    if (!row) throw new ScriptNotFoundError(id);
    return toScriptData(row);
  }

  /** A stored script read again from its file and written in the asked format: every element it has, styles and title page too. */
  async export(id: number, query: ScreenplayExportQuery): Promise<ScreenplayFile> {
    const row = await this.scripts.findById(id);
    if (!row) throw new ScriptNotFoundError(id);
    const file = this.media.pathOf(row.filePath);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!bytes) throw new UnexportableScriptError('its file is missing');
    const read = await readScreenplay({ bytes, fileName: row.originalName ?? row.storedName });
    if (!read.ok) throw new UnexportableScriptError(read.reason);
    const written = await writeScreenplay(read.parsed, query.format, { sceneNumbers: query.sceneNumbers });
    return toScreenplayFile(written, row.title ?? row.originalName?.replace(/\.[^.]*$/, '') ?? null, query.format);
  }

  async listByProject(projectId: number): Promise<StoredScript[]> {
    await this.projects.get(projectId);
    return (await this.scripts.listByProject(projectId)).map(toStoredScript);
  }

  /** The director memory of the project's newest script that has one, or null. */
  async latestDirectorMemory(projectId: number): Promise<DirectorMemory | null> {
    for (const row of await this.scripts.listByProject(projectId)) {
      const memory = toScriptData(row).analysis.directorMemory;
      if (memory) return memory;
    }
    return null;
  }

  /** The newest script of a project with its analysis, or null when it has none. */
  async latestOfProject(projectId: number): Promise<ScriptData | null> {
    const row = await this.scripts.latestOfProject(projectId);
    return row ? toScriptData(row) : null;
  }

  /**
   * Analyses a stored script again with the director's memory and keeps that analysis. The script
   * is named by its id, its stored name or its /media URL; anything else is refused unread.
   */
  async train(scriptPath: string): Promise<TrainResult> {
    const row = await this.findStored(scriptPath.trim());
    const file = this.media.pathOf(row.filePath);
    if (!file) throw new UnknownScriptPathError(scriptPath);
    const outcome = await this.analyzer.analyze({ bytes: await readFile(file), fileName: row.originalName ?? row.storedName }, { directorMemory: true });
    if (!outcome.ok) throw outcome.unreadable ? new UnreadableScriptError(outcome.reason) : new NotAScreenplayError(outcome.reason);
    const memory = outcome.analysis.directorMemory;
    if (!memory) throw new NotAScreenplayError('no director memory could be built from it');
    await this.scripts.updateAnalysis(row.id, storable(outcome.analysis));
    return {
      success: true,
      message: `Director trained on ${row.title ?? row.storedName}: ${memory.scenes.length} scene${memory.scenes.length === 1 ? '' : 's'}, ${memory.characters.length} character${memory.characters.length === 1 ? '' : 's'}.`,
      scriptId: row.id,
      projectId: row.projectId,
      directorMemory: memory,
    };
  }

  /**
   * Stores a screenplay's text for a project under a chosen name (the demo's script, which the
   * Director Console's sample script path names), analysed with the director's memory.
   */
  async storeNamed(projectId: number, storedName: string, text: string): Promise<ScriptData> {
    const existing = await this.scripts.findByStoredName(storedName);
    if (existing) return toScriptData(existing);
    const outcome = await this.analyzer.analyze({ text }, { directorMemory: true });
    if (!outcome.ok) throw new NotAScreenplayError(outcome.reason);
    const analysis = storable(outcome.analysis);
    const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
    const filePath = await this.media.save('scripts', projectId, storedName.slice(0, storedName.lastIndexOf('.')), extension, Buffer.from(text, 'utf8'));
    try {
      const row = await this.scripts.insert({
        projectId,
        storedName,
        filePath,
        originalName: storedName,
        title: analysis.title,
        format: analysis.format,
        sceneCount: analysis.scenes.length,
        characterCount: analysis.characters.length,
        analysis,
      });
      return toScriptData(row);
    } catch (error) {
      await this.media.removeOwnedFile('scripts', projectId, filePath);
      throw error;
    }
  }

  private async findStored(scriptPath: string) {
    let row = null;
    if (/^\d{1,9}$/.test(scriptPath)) row = await this.scripts.findById(Number(scriptPath));
    else if (scriptPath.startsWith(`${MEDIA_URL_PREFIX}/scripts/`)) row = this.media.pathOf(scriptPath) ? await this.scripts.findByFilePath(scriptPath) : null;
    else if (STORED_NAME.test(scriptPath) && !scriptPath.includes('..')) row = await this.scripts.findByStoredName(scriptPath);
    if (!row) throw new UnknownScriptPathError(scriptPath);
    return row;
  }

  private sourceOf(fields: AnalyzeScriptFields, file: UploadedScript | undefined): ScriptSource {
    if (file) {
      if (file.buffer.length === 0) throw new NoScriptError();
      return { bytes: file.buffer, fileName: file.originalname };
    }
    if (!fields.text?.trim()) throw new NoScriptError();
    return { text: fields.text };
  }
}
