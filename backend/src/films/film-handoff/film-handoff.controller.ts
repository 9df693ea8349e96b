import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Endpoint, type EndpointInput } from '../../common';
import { FilmHandoffService } from './film-handoff.service';

@Controller()
export class FilmHandoffController {
  constructor(private readonly handoffs: FilmHandoffService) {}

  /** The zip is written to a temporary folder, sent, then removed. */
  @Endpoint('getFilmHandoff')
  async getFilmHandoff({ params }: EndpointInput<'getFilmHandoff'>, @Res() response: Response): Promise<void> {
    const handoff = await this.handoffs.write(params.id);
    response.attachment(handoff.fileName).type('application/zip').set('Cache-Control', 'no-store');
    response.sendFile(handoff.path, (error) => {
      void handoff.dispose();
      if (error && !response.headersSent) response.status(500).end();
    });
  }
}
