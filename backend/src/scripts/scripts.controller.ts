import { Controller, UploadedFile } from '@nestjs/common';
import { SCRIPT_UPLOAD } from '@studio/contracts/scripts';
import { Endpoint, type EndpointInput } from '../common';
import { AcceptsMediaUpload } from '../media';
import { ScriptsService, type UploadedScript } from './scripts.service';

@Controller()
export class ScriptsController {
  constructor(private readonly service: ScriptsService) {}

  /** The format is read from the bytes by the analysis, so the upload checks only size. */
  @Endpoint('analyzeScript')
  @AcceptsMediaUpload({ rule: SCRIPT_UPLOAD, formats: [] })
  analyze({ body }: EndpointInput<'analyzeScript'>, @UploadedFile() file: UploadedScript | undefined) {
    return this.service.analyze(body, file);
  }

  @Endpoint('getScriptData')
  getData({ params }: EndpointInput<'getScriptData'>) {
    return this.service.getData(params.scriptId);
  }

  @Endpoint('listProjectScripts')
  listByProject({ params }: EndpointInput<'listProjectScripts'>) {
    return this.service.listByProject(params.id);
  }
}
