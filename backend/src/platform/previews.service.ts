import { Injectable } from '@nestjs/common';
import { type CreatePreview, DEFAULT_PREVIEW_MINUTES, type PreviewLink } from '@studio/contracts/platform';
import { apiRoutes } from '@studio/contracts/api-routes';
import { PreviewRefusedError, ReleaseNotFoundError } from './platform.errors';
import { ReleaseGate } from './release-gate';
import { type PreviewCheck, PreviewTokens } from './preview-tokens';

const MINUTE_MS = 60_000;

/** `/api/platform/preview/:token` with the token in it. */
const linkPath = (token: string) => apiRoutes.openPreview.path.replace(':token', encodeURIComponent(token));

/**
 * Preview links: a signed, expiring token naming releases that one browser loads instead of the
 * live ones. A link is made only for releases the gate accepts, so a preview shows what composing
 * them would; opening it is the controller's (a cookie for that browser, nothing for anyone else).
 */
@Injectable()
export class PreviewsService {
  constructor(
    private readonly gate: ReleaseGate,
    private readonly tokens: PreviewTokens,
  ) {}

  /** `origin` is where the studio was asked from (scheme://host[:port]): the link points there. */
  async create({ remotes, expiresInMinutes = DEFAULT_PREVIEW_MINUTES }: CreatePreview, origin: string): Promise<PreviewLink> {
    const verdicts = await Promise.all(remotes.map(async (pin) => ({ pin, verdict: await this.gate.check(pin.name, pin.version) })));
    const unknown = verdicts.find(({ verdict }) => verdict === null);
    if (unknown) throw new ReleaseNotFoundError(unknown.pin.name, unknown.pin.version);
    const problems = verdicts.flatMap(({ pin, verdict }) => (verdict?.problems ?? []).map((problem) => ({ release: `${pin.name}@${pin.version}`, problem })));
    if (problems.length > 0) throw new PreviewRefusedError(problems);
    const expiresAt = new Date(Date.now() + expiresInMinutes * MINUTE_MS);
    const token = this.tokens.sign({ remotes, expiresAt });
    return { url: `${origin}${linkPath(token)}`, expiresAt: expiresAt.toISOString(), remotes };
  }

  /** What a link's token is worth now: a valid preview, or expired, or forged (anything this server did not sign). */
  open(token: string): PreviewCheck {
    return this.tokens.check(token);
  }
}
