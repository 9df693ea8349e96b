import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { type StoryboardFile, StoryboardService } from './storyboard.service';

const send = (response: Response, file: StoryboardFile) => {
  response.attachment(file.fileName).type('application/pdf').set('Cache-Control', 'no-store').send(Buffer.from(file.bytes));
};

/** Storyboards as PDF downloads: one scene's, and the whole project's. */
@Controller()
export class StoryboardController {
  constructor(private readonly storyboards: StoryboardService) {}

  @Endpoint('getSceneStoryboardPdf')
  async scenePdf({ params }: EndpointInput<'getSceneStoryboardPdf'>, @Res() response: Response): Promise<void> {
    send(response, await this.storyboards.scenePdf(params.id));
  }

  @Endpoint('getProjectStoryboardPdf')
  async projectPdf({ params }: EndpointInput<'getProjectStoryboardPdf'>, @Res() response: Response): Promise<void> {
    send(response, await this.storyboards.projectPdf(params.id));
  }
}
