import { Controller } from '@nestjs/common';
import { SCRIPT_UPLOAD } from '@studio/contracts/scripts';
import { EndpointsOf } from '../common';
import { acceptingUpload } from '../media';
import { ScriptsService } from './scripts.service';

@Controller()
export class ScriptsController extends EndpointsOf({ scripts: ScriptsService }, {
  // The format is read from the bytes by the analysis, so the upload checks only size.
  analyzeScript: acceptingUpload({ rule: SCRIPT_UPLOAD, formats: [] }, ({ scripts }, { body }, file) => scripts.analyze(body, file)),
  getScriptData: ({ scripts }, { params }) => scripts.getData(params.scriptId),
  listProjectScripts: ({ scripts }, { params }) => scripts.listByProject(params.id),
}) {}
