import { Injectable } from '@nestjs/common';
import { sameName } from '@studio/contracts/names';
import type { DirectorMemory, ScreenplayExportQuery } from '@studio/contracts/scripts';
import { scriptFromScenes, writeScreenplay, type ScreenplayScene } from '@studio/screenplay/write';
import { CharactersService } from '../characters';
import { ProjectsService } from '../projects';
import { ScenesService } from '../scenes';
import { VoiceLinesService } from '../voice-lines';
import { toScreenplayFile, type ScreenplayFile } from './screenplay-file';
import { NoScenesToExportError } from './script.errors';
import { ScriptsService } from './scripts.service';

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The project's screenplay as it stands now: its scenes in order, each heading, description and
 * lines (a line's speaker from the cast), with the line's own parenthetical, else the one the
 * director's memory keeps for the same line of the same scene, written in the asked format.
 */
@Injectable()
export class ProjectScreenplayService {
  constructor(
    private readonly projects: ProjectsService,
    private readonly scenes: ScenesService,
    private readonly characters: CharactersService,
    private readonly voiceLines: VoiceLinesService,
    private readonly scripts: ScriptsService,
  ) {}

  async write(projectId: number, query: ScreenplayExportQuery): Promise<ScreenplayFile> {
    const project = await this.projects.get(projectId);
    const [scenes, cast, lines, memory] = await Promise.all([
      this.scenes.listByProject(projectId),
      this.characters.listByProject(projectId),
      this.voiceLines.listByProject(projectId),
      this.scripts.latestDirectorMemory(projectId),
    ]);
    if (scenes.length === 0) throw new NoScenesToExportError();
    const names = new Map(cast.map((character) => [character.id, character.name]));
    const screenplay: ScreenplayScene[] = scenes.map((scene) => ({
      heading: scene.name,
      description: scene.description ?? undefined,
      lines: lines
        .filter((line) => line.sceneId === scene.id && names.has(line.characterId))
        .map((line) => {
          const character = names.get(line.characterId)!;
          const parenthetical = line.parenthetical ?? parentheticalOf(memory, scene.name, character, line.text);
          return { character, text: line.text, ...(parenthetical ? { parenthetical } : {}) };
        }),
    }));
    const written = await writeScreenplay(scriptFromScenes(project.name, screenplay), query.format, { sceneNumbers: query.sceneNumbers });
    return toScreenplayFile(written, project.name, query.format);
  }
}

/** The parenthetical the script gave this line, when the director's memory has the same line in a scene of that name. */
function parentheticalOf(memory: DirectorMemory | null, sceneName: string, character: string, text: string): string | undefined {
  const scene = memory?.scenes.find((candidate) => sameWords(candidate.name, sceneName));
  const line = scene?.dialogue.find((candidate) => sameName(candidate.character, character) && sameWords(candidate.text, text));
  return line?.parenthetical;
}
