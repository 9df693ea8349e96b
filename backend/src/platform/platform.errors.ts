import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  PayloadTooLargeException,
  PreconditionFailedException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { RELEASE_BUNDLE_UPLOAD } from '@studio/contracts/platform';

const label = (name: string, version: string) => `${name}@${version}`;

export class ReleaseNotFoundError extends NotFoundException {
  constructor(name: string, version: string) {
    super(`${label(name, version)} is not a release on this server.`);
  }
}

/** 400: no file, or not gzip at all. */
export class NotAReleaseBundleError extends BadRequestException {
  constructor() {
    super(RELEASE_BUNDLE_UPLOAD.invalidTypeMessage);
  }
}

/** 422: a .tgz that is not a release: unreadable, unsafe, or without what the shell loads. */
export class InvalidReleaseBundleError extends UnprocessableEntityException {}

/** 413: more files, or more bytes once unpacked, than a release may hold. */
export class ReleaseTooLargeError extends PayloadTooLargeException {
  constructor(maxFiles: number, maxBytes: number) {
    super(`A release may hold at most ${maxFiles} files and folders, and ${maxBytes / (1024 * 1024)} MB once unpacked.`);
  }
}

/** 409: releases are immutable; the same version with other files is refused. */
export class ReleaseVersionTakenError extends ConflictException {
  constructor(name: string, version: string, bundleSha256: string) {
    super(
      `${label(name, version)} is already published with other files (bundle ${bundleSha256.slice(0, 12)}); ` +
        'a release never changes: publish it under a new version.',
    );
  }
}

/** 409: the release's folder is there but no release was recorded for it (copied by hand, or a crash mid-publish). */
export class ReleaseFolderTakenError extends ConflictException {
  constructor(name: string, version: string) {
    super(
      `The folder of ${label(name, version)} exists but holds no recorded release: ` +
        `remove DATA_DIR/remotes/${name}/${version} or publish a new version.`,
    );
  }
}

/** 409: only published releases can be yanked. */
export class BuildNotYankableError extends ConflictException {
  constructor(name: string, version: string) {
    super(`${label(name, version)} is the repository's own build, not a published release: it cannot be yanked.`);
  }
}

/** 412: the change was made against a revision that is no longer the current one. */
export class StaleRevisionError extends PreconditionFailedException {
  constructor(expected: number, current: number) {
    super(`The composition is at revision ${current}, not ${expected}: someone changed it meanwhile. Read it again and retry.`);
  }
}

/** 422: a release failed the compatibility gate; every problem is listed, nothing went live. */
export class CompositionRefusedError extends UnprocessableEntityException {
  constructor(problems: { release: string; problem: string }[]) {
    super({
      message: `Composition refused: ${problems.map(({ problem }) => problem).join(' ')}`,
      errors: problems.map(({ release, problem }) => ({ path: release, message: problem })),
    });
  }
}

/** 422: a preview of a release the gate refuses; every problem is listed, no link is made. */
export class PreviewRefusedError extends UnprocessableEntityException {
  constructor(problems: { release: string; problem: string }[]) {
    super({
      message: `Preview refused: ${problems.map(({ problem }) => problem).join(' ')}`,
      errors: problems.map(({ release, problem }) => ({ path: release, message: problem })),
    });
  }
}

export class RevisionNotFoundError extends NotFoundException {
  constructor(revision: number, current: number) {
    super(`Revision ${revision} does not exist: the composition is at revision ${current}.`);
  }
}

/** 409: a rollback with nowhere to go. */
export class NothingToRollBackError extends ConflictException {
  constructor(revision: number) {
    super(
      revision === 0 ? 'The composition has never changed: there is nothing to roll back.' : `The composition is at revision ${revision} already.`,
    );
  }
}

/** 401: a bearer token was sent and it is no live platform or publish token. */
export class PlatformTokenRefusedError extends UnauthorizedException {
  constructor() {
    super('Token refused: it is not a platform or publish token of this studio, or it was revoked.');
  }
}

/** 403: a platform change made with a session or a publish token. */
export class PlatformChangeForbiddenError extends ForbiddenException {
  constructor() {
    super("Changing the platform needs the platform team's token.");
  }
}

/** 403: publishing without a token, or with a publish token of another remote. */
export class PublishForbiddenError extends ForbiddenException {
  constructor(remote: string, tokenRemote: string | null) {
    super(
      tokenRemote === null
        ? `Publishing ${remote} needs a publish token of ${remote} or the platform team's token.`
        : `This token publishes releases of ${tokenRemote} only, not of ${remote}.`,
    );
  }
}

export class PlatformTokenNotFoundError extends NotFoundException {
  constructor(id: number) {
    super(`Platform token ${id} does not exist.`);
  }
}
