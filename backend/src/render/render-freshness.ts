import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CharactersRepository } from '../characters';
import { MusicTracksRepository } from '../music';
import { SceneCharactersRepository } from '../scene-characters';
import { type SceneEntity, ScenesService } from '../scenes';
import { SetsRepository } from '../sets';
import { VoiceLinesRepository } from '../voice-lines';
import { outdatedRenders } from './render-source';

/**
 * Tells the scenes module which scenes' videos are out of date: each rendered scene's content key
 * now, against the one its render stored. Reads the scenes' projects in bulk (a query per table
 * and project), and nothing for scenes without a video.
 */
@Injectable()
export class RenderFreshness implements OnModuleInit {
  constructor(
    private readonly scenes: ScenesService,
    private readonly sets: SetsRepository,
    private readonly tracks: MusicTracksRepository,
    private readonly characters: CharactersRepository,
    private readonly links: SceneCharactersRepository,
    private readonly lines: VoiceLinesRepository,
  ) {}

  onModuleInit(): void {
    this.scenes.findOutdatedRendersWith((scenes) => this.outdated(scenes));
  }

  private async outdated(scenes: SceneEntity[]): Promise<ReadonlySet<number>> {
    const rendered = scenes.filter((scene) => scene.renderedPath !== null);
    const outdated = new Set<number>();
    for (const projectId of new Set(rendered.map((scene) => scene.projectId))) {
      const [sets, tracks, characters, links, lines] = await Promise.all([
        this.sets.listByProject(projectId),
        this.tracks.listByProject(projectId),
        this.characters.listByProject(projectId),
        this.links.listByProject(projectId),
        this.lines.listByProject(projectId),
      ]);
      const ofProject = rendered.filter((scene) => scene.projectId === projectId);
      for (const id of outdatedRenders(ofProject, { sets, tracks, characters, links, lines })) outdated.add(id);
    }
    return outdated;
  }
}
