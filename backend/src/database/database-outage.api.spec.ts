import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { projectListSchema } from '@studio/contracts/projects';
import { createApp } from '../app.factory';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { testAppEnv } from '../../test/boot-app';
import { startOwnMariaDb, type OwnMariaDb } from '../../test/own-mariadb';
import { reportFigure } from '../../test/reliability-figures';
import { DATABASE_UNREACHABLE_MESSAGE } from '../common';

// The app is pointed at a MariaDB server of this test's own, which it stops; on the SQLite run
// there is no server to lose.
const describeOnMariaDb = process.env.TEST_DB === 'mariadb' ? describe : describe.skip;

describeOnMariaDb('the database server goes away and comes back', () => {
  let database: OwnMariaDb;
  let app: NestExpressApplication;
  let http: TestAgent;
  let dataDir: string;
  beforeAll(async () => {
    database = await startOwnMariaDb();
    dataDir = mkdtempSync(join(tmpdir(), 'studio-outage-'));
    app = await createApp({ env: testAppEnv(dataDir, database.url), logger: false });
    http = await authenticatedAgent(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const projectNames = async () => projectListSchema.parse((await http.get('/api/projects').expect(200)).body).map((project) => project.name);

  it('answers 503 with a clear message within 2 s while it is down, writes nothing, and recovers by itself', async () => {
    await http.post('/api/projects').send({ name: 'Before the outage', description: 'Made while the database is up.' }).expect(201);
    await database.stop();

    let slowest = 0;
    for (const send of [() => http.get('/api/projects'), () => http.post('/api/projects').send({ name: 'During the outage', description: 'Refused: the database is down.' }), () => http.get('/api/health')]) {
      const startedAt = Date.now();
      const response = await send();
      slowest = Math.max(slowest, Date.now() - startedAt);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toEqual({ statusCode: 503, message: DATABASE_UNREACHABLE_MESSAGE, error: 'Service Unavailable' });
      expect(response.headers['retry-after']).toBe('5');
    }

    await database.start();
    const backAt = Date.now();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await http.get('/api/projects')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect(await projectNames()).toEqual(['Before the outage']);
    reportFigure(
      `MariaDB stopped: 503 with Retry-After in at most ${slowest} ms (goal <= 2000 ms), nothing written; ` +
        `answering again ${Date.now() - backAt} ms after the server was back: PASS`,
    );
  }, 60_000);
});
