import { Inject, Injectable } from '@nestjs/common';
import { type CompositionPin, REMOTE_NAMES, RELEASE_VERSION_PATTERN } from '@studio/contracts/platform';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AUTH_SECRETS } from '../auth';

/** What a preview link and its cookie carry: the releases to load instead of the live ones, until when. */
export interface Preview {
  remotes: CompositionPin[];
  expiresAt: Date;
}

export type PreviewCheck = { status: 'valid'; preview: Preview } | { status: 'expired' | 'forged' };

/** The payload as signed: short keys, as it travels in a URL and a cookie. */
const payloadSchema = z.object({
  r: z.array(z.object({ n: z.enum(REMOTE_NAMES), v: z.string().regex(RELEASE_VERSION_PATTERN) })).min(1),
  e: z.number().int(),
});

/** Keeps preview signatures apart from anything else signed with the session secret. */
const KEY_PURPOSE = 'studio platform preview link v1';

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * Signs and checks preview tokens: `<payload>.<signature>`, the payload base64url JSON and the
 * signature an HMAC-SHA256 of it under a key derived from the session secret, so only this server
 * (or one sharing SESSION_SECRET) makes tokens it accepts. Nothing in a token is trusted before
 * its signature is checked, and an expired one is refused even when its signature is good.
 */
@Injectable()
export class PreviewTokens {
  private readonly key: Buffer;

  constructor(@Inject(AUTH_SECRETS) secrets: { sessionSecret: string }) {
    this.key = createHmac('sha256', secrets.sessionSecret).update(KEY_PURPOSE).digest();
  }

  sign({ remotes, expiresAt }: Preview): string {
    const payload = base64url(JSON.stringify({ r: remotes.map((pin) => ({ n: pin.name, v: pin.version })), e: expiresAt.getTime() }));
    return `${payload}.${this.signature(payload).toString('base64url')}`;
  }

  check(token: string | undefined): PreviewCheck {
    const [payload, signature, ...rest] = token?.split('.') ?? [];
    if (!payload || !signature || rest.length > 0) return { status: 'forged' };
    const sent = Buffer.from(signature, 'base64url');
    const expected = this.signature(payload);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { status: 'forged' };
    const parsed = payloadSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
    // Signed by this key but not a payload it writes: treat as forged rather than guess.
    if (!parsed.success) return { status: 'forged' };
    if (parsed.data.e <= Date.now()) return { status: 'expired' };
    return {
      status: 'valid',
      preview: { remotes: parsed.data.r.map(({ n, v }) => ({ name: n, version: v })), expiresAt: new Date(parsed.data.e) },
    };
  }

  /** The preview a token holds when it is valid now; null for none, a forged or an expired one. */
  valid(token: string | undefined): Preview | null {
    const check = this.check(token);
    return check.status === 'valid' ? check.preview : null;
  }

  private signature(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
