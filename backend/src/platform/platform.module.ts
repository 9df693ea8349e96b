import { Module, type NestModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { AuthModule } from '../auth';
import { CompositionRevisionEntity } from './composition-revision.entity';
import { CompositionRevisionsRepository } from './composition-revisions.repository';
import { CompositionService } from './composition.service';
import { PlatformController, ReleaseUploadController } from './platform.controller';
import { PlatformTokenMiddleware } from './platform-token';
import { PlatformTokenEntity } from './platform-token.entity';
import { PlatformTokensRepository } from './platform-tokens.repository';
import { PlatformTokensService } from './platform-tokens.service';
import { PreviewController } from './preview.controller';
import { PreviewTokens } from './preview-tokens';
import { PreviewsService } from './previews.service';
import { PublishedReleasesRepository } from './published-releases.repository';
import { ReleaseGate } from './release-gate';
import { releaseStorageProvider } from './release-storage';
import { ReleasesService } from './releases.service';
import { RemoteReleaseEntity } from './remote-release.entity';
import { RemoteReleasesRepository } from './remote-releases.repository';
import { ShellVersions } from './shell-versions';

@Module({
  // AuthModule for the session secret, which preview links are signed with.
  imports: [TypeOrmModule.forFeature([RemoteReleaseEntity, CompositionRevisionEntity, PlatformTokenEntity]), AuthModule],
  controllers: [PlatformController, ReleaseUploadController, PreviewController],
  providers: [
    CompositionService,
    PreviewsService,
    PreviewTokens,
    ReleasesService,
    ReleaseGate,
    ShellVersions,
    PlatformTokenMiddleware,
    PlatformTokensService,
    PlatformTokensRepository,
    CompositionRevisionsRepository,
    PublishedReleasesRepository,
    RemoteReleasesRepository,
    releaseStorageProvider,
  ],
  exports: [RemoteReleasesRepository],
})
export class PlatformModule implements NestModule {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly token: PlatformTokenMiddleware,
  ) {}

  /**
   * Platform and publish tokens open the platform routes (and only these) to the CLI and CI. Nest calls
   * this after the session middleware is mounted and before the routes are; it is mounted with
   * express's use() on the prefix, as the consumer would mount it as an `all` route per path, and
   * the router must list only the API's routes.
   */
  configure(): void {
    this.adapterHost.httpAdapter.use('/api/platform', (request: Request, response: Response, next: NextFunction) =>
      this.token.use(request, response, next),
    );
  }
}
