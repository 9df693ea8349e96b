import { Controller, Req, Res, UploadedFile } from '@nestjs/common';
import { RELEASE_BUNDLE_UPLOAD } from '@studio/contracts/platform';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput, EndpointsOf } from '../common';
import { AcceptsMediaUpload, type UploadedMedia } from '../media';
import { CompositionService } from './composition.service';
import { platformActor } from './platform-token';
import { previewCookieOf } from './preview-cookie';
import { PreviewsService } from './previews.service';
import { ReleasesService } from './releases.service';

/** The composition changes with every revision, so the table marks its routes no-store. */
@Controller()
export class PlatformController extends EndpointsOf({ composition: CompositionService, releases: ReleasesService, previews: PreviewsService }, {
  getComposition: ({ composition }, _input, request) => composition.get(previewCookieOf(request)),
  composeRemotes: ({ composition }, { body }, request) => composition.compose(body, platformActor(request)),
  rollbackComposition: ({ composition }, { body }, request) => composition.rollback(body, platformActor(request)),
  pinRemote: ({ composition }, { params, body }, request) => composition.pin(params.name, body.version, platformActor(request)),
  getCompositionHistory: ({ composition }) => composition.history(),
  getRemotePinHistory: ({ composition }, { params }) => composition.pinHistory(params.name),
  listReleases: ({ releases }, { query }) => releases.list(query.name),
  getReleaseCompatibility: ({ releases }, { params }) => releases.compatibility(params.name, params.version),
  yankRelease: ({ releases }, { params, body }, request) => releases.yank(params.name, params.version, body.reason, platformActor(request)),
  createPreview: ({ previews }, { body }, request) => previews.create(body, `${request.protocol}://${request.host}`),
}) {}

@Controller()
export class ReleaseUploadController {
  constructor(private readonly releases: ReleasesService) {}

  /** 201 with a new release; 200 with the recorded one when the same files were published before. The bundle's bytes decide its format. */
  @Endpoint('publishRelease')
  @AcceptsMediaUpload({ rule: RELEASE_BUNDLE_UPLOAD, formats: [] })
  async publish(
    { body }: EndpointInput<'publishRelease'>,
    @UploadedFile() file: UploadedMedia | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { release, created } = await this.releases.publish(body, file?.buffer, platformActor(request));
    response.status(created ? 201 : 200).json(release);
  }
}
