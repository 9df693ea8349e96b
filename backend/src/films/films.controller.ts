import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { FilmsService } from './films.service';

/** Render Film answers 202: the work is a job, whose progress comes over /api/events. */
@Controller()
export class FilmsController extends EndpointsOf({ films: FilmsService }, {
  renderFilm: ({ films }, { params, body }) => films.queueFilm(params.id, body.resolution),
  getFilm: ({ films }, { params }) => films.film(params.id),
}) {}
