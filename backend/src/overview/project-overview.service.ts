import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProjectOverview } from '@studio/contracts/overview';
import { Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { toCharacter } from '../characters/character.mapper';
import { MusicTrackEntity } from '../music/music-track.entity';
import { toMusicTrack } from '../music/music-track.mapper';
import { ProjectNotFoundError } from '../projects/project.errors';
import { ProjectEntity } from '../projects/project.entity';
import { toProject } from '../projects/project.mapper';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { toSceneCharacter } from '../scene-characters/scene-character.mapper';
import { SceneEntity } from '../scenes/scene.entity';
import { toScenes } from '../scenes/scene.mapper';
import { SetEntity } from '../sets/set.entity';
import { toSet } from '../sets/set.mapper';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { toVoiceLine } from '../voice-lines/voice-line.mapper';

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
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    @InjectRepository(SetEntity) private readonly sets: Repository<SetEntity>,
    @InjectRepository(MusicTrackEntity) private readonly tracks: Repository<MusicTrackEntity>,
    @InjectRepository(SceneEntity) private readonly scenes: Repository<SceneEntity>,
    @InjectRepository(SceneCharacterEntity) private readonly links: Repository<SceneCharacterEntity>,
    @InjectRepository(VoiceLineEntity) private readonly voiceLines: Repository<VoiceLineEntity>,
  ) {}

  async get(projectId: number): Promise<ProjectOverview> {
    // The revision is read before the content, so a write racing with this read can only make
    // the cached copy look older than it is (and be reloaded), never newer.
    const project = await this.projects.findOneBy({ id: projectId });
    if (!project) {
      this.cache.delete(projectId);
      throw new ProjectNotFoundError(projectId);
    }
    const cached = this.cache.get(projectId);
    if (cached?.revision === project.revision) return cached.overview;

    const overview = await this.load(project);
    this.cache.delete(projectId);
    this.cache.set(projectId, { revision: project.revision, overview });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return overview;
  }

  private async load(project: ProjectEntity): Promise<ProjectOverview> {
    const projectId = project.id;
    const byProject = { where: { projectId }, order: { id: 'ASC' as const } };
    const [characters, sets, tracks, scenes, links, voiceLines] = await Promise.all([
      this.characters.find(byProject),
      this.sets.find(byProject),
      this.tracks.find(byProject),
      this.scenes.find(byProject),
      this.links
        .createQueryBuilder('link')
        .innerJoin('link.scene', 'scene')
        .where('scene.projectId = :projectId', { projectId })
        .orderBy('link.sceneId', 'ASC')
        .addOrderBy('link.characterId', 'ASC')
        .getMany(),
      this.voiceLines
        .createQueryBuilder('line')
        .innerJoin('line.character', 'character')
        .where('character.projectId = :projectId', { projectId })
        .orderBy('line.id', 'ASC')
        .getMany(),
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
      scenes: toScenes(scenes, cast, voiceLineCounts),
      sceneCharacters: links.map(toSceneCharacter),
    };
  }
}
