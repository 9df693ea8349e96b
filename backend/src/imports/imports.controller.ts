import { Controller, Res, UploadedFile } from '@nestjs/common';
import { MANIFEST_UPLOAD } from '@studio/contracts/imports';
import type { Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { AcceptsMediaUpload, type UploadedMedia } from '../media';
import { bundleSlug } from './project-bundle.service';
import { ImportsService } from './imports.service';
import { SceneArchiveService } from './scene-archive.service';

@Controller()
export class ImportsController {
  constructor(
    private readonly service: ImportsService,
    private readonly archives: SceneArchiveService,
  ) {}

  /** The file's bytes decide whether it is a JSON manifest or a .zip bundle, not its name or type. */
  @Endpoint('importProjectManifest')
  @AcceptsMediaUpload({ rule: MANIFEST_UPLOAD, formats: [] })
  importManifest(_input: EndpointInput<'importProjectManifest'>, @UploadedFile() file: UploadedMedia | undefined) {
    return this.service.importManifest(file);
  }

  @Endpoint('archiveSceneByName')
  archiveSceneByName({ body }: EndpointInput<'archiveSceneByName'>) {
    return this.archives.archiveSceneNamed(body);
  }

  @Endpoint('archiveScene')
  archiveScene({ params }: EndpointInput<'archiveScene'>) {
    return this.archives.archiveScene(params.id);
  }

  @Endpoint('archiveProject')
  archiveProject({ params }: EndpointInput<'archiveProject'>) {
    return this.archives.archiveProject(params.id);
  }

  @Endpoint('exportProject')
  async exportProject({ params }: EndpointInput<'exportProject'>, @Res() response: Response): Promise<void> {
    const bundle = await this.service.exportProject(params.id);
    response.attachment(`${bundleSlug(bundle.projectName)}.zip`).type('application/zip').set('Cache-Control', 'no-store');
    response.sendFile(bundle.path, (error) => {
      void bundle.dispose();
      if (error && !response.headersSent) response.status(500).end();
    });
  }
}
