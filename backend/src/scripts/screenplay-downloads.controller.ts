import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { ProjectScreenplayService } from './project-screenplay.service';
import type { ScreenplayFile } from './screenplay-file';
import { ScriptsService } from './scripts.service';

const send = (response: Response, file: ScreenplayFile) => {
  response.attachment(file.fileName).type(file.contentType).set('Cache-Control', 'no-store').send(Buffer.from(file.bytes));
};

/** Screenplays as downloads: a stored script, and the project's screenplay rebuilt from its scenes. */
@Controller()
export class ScreenplayDownloadsController {
  constructor(
    private readonly scripts: ScriptsService,
    private readonly projectScreenplay: ProjectScreenplayService,
  ) {}

  @Endpoint('exportScript')
  async exportScript({ params, query }: EndpointInput<'exportScript'>, @Res() response: Response): Promise<void> {
    send(response, await this.scripts.export(params.scriptId, query));
  }

  @Endpoint('exportProjectScreenplay')
  async exportProjectScreenplay({ params, query }: EndpointInput<'exportProjectScreenplay'>, @Res() response: Response): Promise<void> {
    send(response, await this.projectScreenplay.write(params.id, query));
  }
}
