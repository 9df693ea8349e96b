import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { clearPreviewCookie, setPreviewCookie } from './preview-cookie';
import { previewLinkPage } from './preview-page';
import { PreviewsService } from './previews.service';

/** Where a valid link sends the browser: the studio, which then loads the preview. */
const STUDIO_HOME = '/';

/** A link's answer by what its token is worth: expired says so (410), anything unsigned is refused (400). */
const PAGE_STATUS = { expired: 410, forged: 400 } as const;

/** The preview link and its way out: both write the browser's preview cookie, so they answer themselves. */
@Controller()
export class PreviewController {
  constructor(private readonly previews: PreviewsService) {}

  /** A valid link sets the cookie and redirects to the studio; any other answers a page and sets nothing. */
  @Endpoint('openPreview')
  open({ params }: EndpointInput<'openPreview'>, @Req() request: Request, @Res() response: Response): void {
    const check = this.previews.open(params.token);
    if (check.status !== 'valid') {
      response.status(PAGE_STATUS[check.status]).type('html').send(previewLinkPage(check.status));
      return;
    }
    setPreviewCookie(request, response, params.token, check.preview);
    response.redirect(303, STUDIO_HOME);
  }

  @Endpoint('exitPreview')
  exit(_input: EndpointInput<'exitPreview'>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    clearPreviewCookie(request, response);
    return { ok: true as const };
  }
}
