import { Injectable } from '@nestjs/common';
import type { ArchiveResult } from '@studio/contracts/director';
import { MediaStorage } from '../media';
import { ProjectsService } from '../projects';
import { ScenesService } from '../scenes';
import { bundleSlug, ProjectBundleService } from './project-bundle.service';

/**
 * The director's archive: a scene (or a whole project) as a bundle, the zip the import reads back,
 * kept in storage under /media/archives/<project>/ so it downloads with the session.
 */
@Injectable()
export class SceneArchiveService {
  constructor(
    private readonly bundles: ProjectBundleService,
    private readonly media: MediaStorage,
    private readonly projects: ProjectsService,
    private readonly scenes: ScenesService,
  ) {}

  /** The scene named in the project named (or given by id): the Director Console's archive by name. */
  async archiveSceneNamed(ref: { projectId?: number; projectName?: string; scene: string }): Promise<ArchiveResult> {
    const project = await this.projects.byIdOrName(ref);
    return this.archiveScene((await this.scenes.named(project.id, ref.scene)).id);
  }

  async archiveScene(sceneId: number): Promise<ArchiveResult> {
    const scene = await this.scenes.get(sceneId);
    return this.archive(scene.projectId, `scene-${scene.id}-${bundleSlug(scene.name)}`, scene.name, [scene.id]);
  }

  async archiveProject(projectId: number): Promise<ArchiveResult> {
    return this.archive(projectId, 'project', null);
  }

  private async archive(projectId: number, prefix: string, sceneName: string | null, sceneIds?: number[]): Promise<ArchiveResult> {
    const bundle = await this.bundles.write(projectId, sceneIds);
    try {
      const archivePath = await this.media.adoptFile('archives', projectId, sceneName ? prefix : `${prefix}-${bundleSlug(bundle.projectName)}`, 'zip', bundle.path);
      const { sceneCount, files } = bundle;
      return {
        success: true,
        message: `Archived ${sceneName ?? bundle.projectName}: ${sceneCount} scene${sceneCount === 1 ? '' : 's'} and ${files} file${files === 1 ? '' : 's'}.`,
        archivePath,
        files,
      };
    } finally {
      await bundle.dispose();
    }
  }
}
