import type { INestApplication } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { RemoteReleasesRepository } from '../platform';
import { serveRemoteFiles } from './remote-files';
import { serveShell } from './shell-files';

/**
 * Everything a browser loads besides the API, on the same port: remote releases under
 * /remotes/<name>/<version>/ and the shell at /. Call before `app.init()` so these handlers sit in
 * front of Nest's 404 (the shell skips /api, so unknown API paths still get Nest's JSON 404).
 */
export function mountWeb(app: INestApplication, config: AppConfig): void {
  app.use('/remotes', serveRemoteFiles(app.get(RemoteReleasesRepository)));
  for (const handler of serveShell(join(config.repoRoot, 'shell', 'dist'))) app.use(handler);
}
