import { Injectable } from '@nestjs/common';
import type { ProjectOverview } from '@studio/contracts/overview';
import { withSerializedJson } from '../common';
import { CharactersRepository, toCharacter } from '../characters';
import { MusicTracksRepository, toMusicTrack } from '../music';
import { type ProjectEntity, ProjectNotFoundError, ProjectsRepository, ProjectsService, toProject } from '../projects';
import { outdatedRenders } from '../render';
import { SceneCharactersRepository, toSceneCharacter } from '../scene-characters';
import { SceneNotFoundError, ScenesRepository, toScenes } from '../scenes';
import { SetsRepository, toSet } from '../sets';
import { toVoiceLine, VoiceLinesRepository } from '../voice-lines';

/** How many projects' overviews are kept in memory. */
const CACHE_SIZE = 32;

/**
 * The dashboard's one read. A cache hit costs one query (the project's revision, which every
 * write bumps); a miss a fixed number of queries (one per table) however large the project,
 * with each scene's cast and voice line count assembled in memory.
 */
@Injectable()
export class ProjectOverviewService {
  private readonly cache = new Map<number, { revision: number; overview: ProjectOverview }>();

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly projectLookup: ProjectsService,
    private readonly characters: CharactersRepository,
    private readonly sets: SetsRepository,
    private readonly tracks: MusicTracksRepository,
    private readonly scenes: ScenesRepository,
    private readonly links: SceneCharactersRepository,
    private readonly voiceLines: VoiceLinesRepository,
  ) {}

  async get(projectId: number): Promise<ProjectOverview> {
    // The revision is read before the content, so a write racing with this read can only make
    // the cached copy look older than it is (and be reloaded), never newer.
    const revision = await this.projects.revisionOf(projectId);
    const cached = this.cache.get(projectId);
    if (revision !== null && cached?.revision === revision) return cached.overview;
    const project = await this.projects.findById(projectId);
    if (!project) {
      this.cache.delete(projectId);
      throw new ProjectNotFoundError(projectId);
    }

    // Serialized once here: every hit until the next write sends the same bytes.
    const overview = withSerializedJson(await this.load(project));
    this.cache.delete(projectId);
    this.cache.set(projectId, { revision: project.revision, overview });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return overview;
  }

  /** The overview of the project by id, else by name; 404 for neither. */
  async find(ref: { projectId?: number; projectName?: string }): Promise<ProjectOverview> {
    return this.get((await this.projectLookup.byIdOrName(ref)).id);
  }

  /** The overview of the project holding the scene; 404 for an unknown scene. */
  async ofScene(sceneId: number): Promise<ProjectOverview> {
    return this.get((await this.scenes.requireById(sceneId, SceneNotFoundError)).projectId);
  }

  private async load(project: ProjectEntity): Promise<ProjectOverview> {
    const projectId = project.id;
    const [characters, sets, tracks, scenes, links, voiceLines] = await Promise.all([
      this.characters.listByProject(projectId),
      this.sets.listByProject(projectId),
      this.tracks.listByProject(projectId),
      this.scenes.listByProject(projectId),
      this.links.listByProject(projectId),
      this.voiceLines.listByProject(projectId),
    ]);

    const characterNames = new Map(characters.map((character) => [character.id, character.name]));
    const cast = links.map((link) => ({
      sceneId: link.sceneId,
      id: link.characterId,
      name: characterNames.get(link.characterId) ?? '',
    }));
    const voiceLineCounts = new Map<number, number>();
    for (const line of voiceLines) {
      if (line.sceneId !== null) voiceLineCounts.set(line.sceneId, (voiceLineCounts.get(line.sceneId) ?? 0) + 1);
    }
    return {
      project: toProject(project),
      characters: characters.map(toCharacter),
      sets: sets.map(toSet),
      music: tracks.map(toMusicTrack),
      voiceLines: voiceLines.map(toVoiceLine),
      scenes: toScenes(scenes, cast, voiceLineCounts, outdatedRenders(scenes, { sets, tracks, characters, links, lines: voiceLines })),
      sceneCharacters: links.map(toSceneCharacter),
    };
  }
}
