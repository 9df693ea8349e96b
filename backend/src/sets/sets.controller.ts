import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { SetsService } from './sets.service';

@Controller()
export class SetsController extends EndpointsOf({ sets: SetsService }, {
  listProjectSets: ({ sets }, { params }) => sets.listByProject(params.id),
  getSet: ({ sets }, { params }) => sets.get(params.id),
  createSet: ({ sets }, { body }) => sets.create(body),
  updateSet: ({ sets }, { params, body }) => sets.update(params.id, body),
  deleteSet: ({ sets }, { params }) => sets.remove(params.id),
}) {}
