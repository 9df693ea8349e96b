import { Controller, Req, Res, UploadedFile } from '@nestjs/common';
import { RELEASE_BUNDLE_UPLOAD } from '@studio/contracts/platform';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput, EndpointsOf } from '../common';
import { AcceptsMediaUpload, type UploadedMedia } from '../media';
import { CompositionService } from './composition.service';
import { platformChanger, releasePublisher } from './platform-token';
import { PlatformTokensService } from './platform-tokens.service';
import { previewCookieOf } from './preview-cookie';
import { PreviewsService } from './previews.service';
import { ReleasesService } from './releases.service';

/**
 * The composition changes with every revision, so the table marks its routes no-store. Anyone let
 * in may read; each change names who makes it, which refuses (403) a credential that may not.
 */
@Controller()
export class PlatformController extends EndpointsOf({ composition: CompositionService, releases: ReleasesService, previews: PreviewsService, tokens: PlatformTokensService }, {
  getComposition: ({ composition }, _input, request) => composition.get(previewCookieOf(request)),
  composeRemotes: ({ composition }, { body }, request) => composition.compose(body, platformChanger(request)),
  rollbackComposition: ({ composition }, { body }, request) => composition.rollback(body, platformChanger(request)),
  pinRemote: ({ composition }, { params, body }, request) => composition.pin(params.name, body.version, platformChanger(request)),
  getCompositionHistory: ({ composition }) => composition.history(),
  getRemotePinHistory: ({ composition }, { params }) => composition.pinHistory(params.name),
  listReleases: ({ releases }, { query }) => releases.list(query.name),
  getReleaseCompatibility: ({ releases }, { params }) => releases.compatibility(params.name, params.version),
  yankRelease: ({ releases }, { params, body }, request) => releases.yank(params.name, params.version, body.reason, platformChanger(request)),
  // A preview changes one browser only, so a session may make one.
  createPreview: ({ previews }, { body }, request) => previews.create(body, `${request.protocol}://${request.host}`),
  listPlatformTokens: ({ tokens }) => tokens.list(),
  createPlatformToken: ({ tokens }, { body }, request) => tokens.create(body, platformChanger(request)),
  revokePlatformToken: ({ tokens }, { params }, request) => {
    // Only the platform team revokes (refused otherwise before anything is written).
    platformChanger(request);
    return tokens.revoke(params.id);
  },
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
    const { release, created } = await this.releases.publish(body, file?.buffer, releasePublisher(request, body.name));
    response.status(created ? 201 : 200).json(release);
  }
}
