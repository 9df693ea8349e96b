import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobSchema, type Job } from '@studio/contracts/jobs';
import { DataSource, In, MoreThan } from 'typeorm';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { startFakeProviders } from '../../test/fake-providers';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { reportFigure } from '../../test/reliability-figures';
import { startWorkerProcess, type WorkerProcess } from '../../test/worker-process';
import { CharacterEntity } from '../characters/character.entity';
import { APP_CONFIG, type AppConfig } from '../config';
import { MediaStorage } from '../media';
import { splitIntoChunks, type FrameChunk } from '../render/scene-render-pipeline';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { JobEntity } from './job.entity';

/** Kills in a row. */
const KILLS = 20;
const CHUNK_FRAMES = 30;
/** How long a job may take to end once a worker is back: a render's, with its chunks drawn again. */
const SETTLE_MS = 90_000;

type Kind = 'set model' | 'character model' | 'voice' | 'render';
const KINDS: Kind[] = ['set model', 'character model', 'voice', 'render'];

/** Where in its run the job is when its worker is killed: as soon as it runs, or well into its work. */
type KillPoint = 'start' | 'mid';
const IN_ITS_WORK: Record<Kind, (job: Job) => boolean> = {
  // Meshy's task under way.
  'set model': (job) => job.progress > 0,
  'character model': (job) => job.progress > 0,
  // The request to ElevenLabs out (it answers late: see VOICE_DELAY_MS).
  voice: (job) => job.stage === 'synthesizing audio',
  // Some chunks drawn: a retry reuses their segments.
  render: (job) => job.progress >= 40,
};
/** How long the fake ElevenLabs takes to answer a run that is to be killed: long enough to catch it. */
const VOICE_DELAY_MS = 1500;

/** One job, killed `kills` times (twice uses up its MAX_ATTEMPTS), each time at `at`. */
interface Round {
  kind: Kind;
  kills: 1 | 2;
  at: KillPoint;
}

/** Rounds over every kind until `kills` kills: every third one killed twice, so some fail; kill points alternate per cycle. */
function plan(kills: number): Round[] {
  const rounds: Round[] = [];
  for (let left = kills, i = 0; left > 0; i += 1) {
    const round: Round = {
      kind: KINDS[i % KINDS.length],
      kills: i % 3 === 2 && left >= 2 ? 2 : 1,
      at: Math.floor(i / KINDS.length) % 2 === 0 ? 'start' : 'mid',
    };
    rounds.push(round);
    left -= round.kills;
  }
  return rounds;
}

const settled = (job: { state: string }) => job.state === 'complete' || job.state === 'failed';

/** The files a model, voice or render job makes in its entity's media folder, by name prefix. */
const OWN_FILES: Partial<Record<Kind, { owner: string; files: [prefix: string, extension: string][] }>> = {
  'set model': { owner: 'sets', files: [['model', 'glb']] },
  'character model': { owner: 'characters', files: [['model', 'glb']] },
  voice: { owner: 'voice-lines', files: [['speech', 'wav']] },
  render: { owner: 'scenes', files: [['render', 'mp4'], ['poster', 'jpg'], ['subtitles', 'srt']] },
};

/**
 * What a run cut off between writing its file and pointing its row at it leaves, a moment too short
 * to hit with a kill from outside: a finished file nothing points at and a half-written one.
 */
function plantStrays(dir: string, files: [prefix: string, extension: string][]): void {
  mkdirSync(dir, { recursive: true });
  const earlier = new Date(Date.now() - 60_000);
  for (const [prefix, extension] of files) {
    for (const name of [`${prefix}-${randomBytes(8).toString('hex')}.${extension}`, `.${prefix}-${randomBytes(8).toString('hex')}.${extension}.partial`]) {
      writeFileSync(join(dir, name), 'left by a run that was cut off');
      utimesSync(join(dir, name), earlier, earlier);
    }
  }
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * An API that runs no jobs and one `npm run worker` process on a shared database and DATA_DIR;
 * the worker is SIGKILLed while a job runs, and a new one started, again and again.
 */
describe(`worker killed mid-job (${process.env.TEST_DB})`, () => {
  let prefix: string;
  let shared: SharedDatabase;
  let api: NestExpressApplication;
  let http: TestAgent;
  let dataSource: DataSource;
  let worker: WorkerProcess | undefined;
  let providers: Awaited<ReturnType<typeof startFakeProviders>>;
  /** The entity each kind of round remakes. */
  let targetOf: Record<Kind, number>;

  const job = async (id: number) => jobSchema.parse((await http.get(`/api/jobs/${id}`).expect(200)).body);
  /** Polls the job until `done` holds; fails after `timeoutMs` saying where it stood. */
  const jobUntil = async (id: number, done: (job: Job) => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await job(id);
      if (done(current)) return current;
      if (Date.now() > deadline) {
        throw new Error(`job ${id} (${current.type}) not ${what} after ${timeoutMs} ms: ${JSON.stringify(current)}\nworker:\n${worker?.output().slice(-4000)}`);
      }
      await delay(20);
    }
  };
  const restartWorker = async () => {
    await worker?.kill();
    worker = await startWorkerProcess(shared.env);
  };
  /** The newest job on the target, queued by the request just made. */
  const newestJobOf = async (targetType: string, targetId: number, after: number) => {
    const row = await dataSource.getRepository(JobEntity).findOne({ where: { targetType, targetId, id: MoreThan(after) }, order: { id: 'DESC' } });
    if (!row) throw new Error(`no job on ${targetType} ${targetId}`);
    return row.id;
  };
  const lastJobId = async () => (await dataSource.getRepository(JobEntity).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;

  const start: Record<Kind, (round: number) => Promise<number>> = {
    'set model': async () => jobSchema.parse((await http.post(`/api/sets/${targetOf['set model']}/generate-model`).expect(202)).body).id,
    'character model': async () => jobSchema.parse((await http.post(`/api/characters/${targetOf['character model']}/generate-model`).expect(202)).body).id,
    voice: async (round) => {
      const after = await lastJobId();
      await http.put(`/api/voicelines/${targetOf.voice}`).send({ text: `Take ${round}, and action.` }).expect(200);
      return newestJobOf('voice-line', targetOf.voice, after);
    },
    render: async () => jobSchema.parse((await http.post(`/api/scenes/${targetOf.render}/render`).expect(202)).body).id,
  };

  beforeAll(async () => {
    prefix = `studio-test-${randomBytes(6).toString('hex')}`;
    // Models and voices from the providers' fakes: unlike the local engines' few milliseconds, their
    // runs last long enough to be caught at a chosen point.
    providers = await startFakeProviders();
    shared = await createSharedDatabase({
      REDIS_URL: TEST_REDIS_URL,
      JOB_QUEUE_PREFIX: prefix,
      RENDER_CHUNK_FRAMES: String(CHUNK_FRAMES),
      RENDER_PARALLELISM: '1',
      ...providers.env,
      MESHY_API_KEY: providers.meshy.apiKey,
      MESHY_POLL_INTERVAL_MS: '150',
      ELEVENLABS_API_KEY: providers.elevenlabs.apiKey,
    });
    api = await bootApp({ ...shared.env, JOBS_IN_API: 'false' });
    dataSource = api.get(DataSource);
    http = await authenticatedAgent(api);
    worker = await startWorkerProcess(shared.env);
    const projectId = (await newProject(http)).id;
    // A ready scene for the renders; the models and the line the other rounds remake are not in it.
    const sceneSet = await newSet(http, projectId, { type: 'farm' });
    const actor = await newCharacter(http, projectId, { name: 'Rex' });
    for (const path of [`/api/sets/${sceneSet.id}/generate-model`, `/api/characters/${actor.id}/generate-model`]) {
      const queued = jobSchema.parse((await http.post(path).expect(202)).body);
      expect((await jobUntil(queued.id, settled, 60_000, 'settled')).state).toBe('complete');
    }
    const track = await newMusicTrack(http, projectId);
    const scene = await newScene(http, projectId, { setId: sceneSet.id, musicId: track.id });
    await linkCharacter(http, scene.id, actor.id);
    await newVoiceLine(http, actor.id, { sceneId: scene.id, text: 'Ahoy.' });
    const line = await newVoiceLine(http, actor.id, { text: 'Take 0.' });
    targetOf = {
      'set model': (await newSet(http, projectId, { type: 'street' })).id,
      'character model': (await newCharacter(http, projectId, { name: 'Mae' })).id,
      voice: line.id,
      render: scene.id,
    };
  }, 180_000);
  afterAll(async () => {
    await worker?.kill();
    await api?.close();
    await shared?.drop();
    await providers?.close();
    if (prefix) await deleteRedisKeys(prefix);
  });

  it(
    `each job resumes or fails with a reason; nothing is doubled, stuck or left behind (${KILLS} kills)`,
    async () => {
      const firstJob = (await lastJobId()) + 1;
      const entityCounts = () => Promise.all([SetEntity, CharacterEntity, VoiceLineEntity, SceneEntity].map((entity) => dataSource.getRepository(entity).count()));
      const countsBefore = await entityCounts();
      const rounds = plan(KILLS);
      const outcomes: Job[] = [];
      for (const [i, round] of rounds.entries()) {
        const own = OWN_FILES[round.kind];
        if (own) plantStrays(join(api.get(MediaStorage).root, own.owner, String(targetOf[round.kind])), own.files);
        if (round.kind === 'voice') {
          for (let kill = 0; kill < round.kills; kill += 1) providers.elevenlabs.failNext({ delayMs: VOICE_DELAY_MS, path: /text-to-speech/ });
        }
        const id = await start[round.kind](i + 1);
        for (let attempt = 1; attempt <= round.kills; attempt += 1) {
          const when = (current: Job) => current.state === 'running' && current.attempts === attempt && (round.at === 'start' || IN_ITS_WORK[round.kind](current));
          await jobUntil(id, when, SETTLE_MS, `running attempt ${attempt} (${round.at})`);
          await restartWorker();
        }
        const done = await jobUntil(id, settled, SETTLE_MS, 'settled');
        // Killed once, it ran again and finished; killed in its second run too, it failed saying where.
        expect(done).toMatchObject(
          round.kills === 1 ? { state: 'complete', attempts: 2 } : { state: 'failed', attempts: 2, error: expect.stringMatching(/^interrupted by a restart during \S/) },
        );
        outcomes.push(done);
      }

      // The chunk jobs of failed renders end too, once the worker gets to them.
      const rows = dataSource.getRepository(JobEntity);
      const deadline = Date.now() + 30_000;
      while ((await rows.countBy({ state: In(['queued', 'running']) })) > 0 && Date.now() < deadline) await delay(100);
      const jobs = await rows.find({ where: { id: MoreThan(firstJob - 1) }, order: { id: 'ASC' } });
      expect(jobs.filter((row) => !settled(row)).map((row) => `${row.id} ${row.type} ${row.state}`)).toEqual([]);
      expect(jobs.filter((row) => row.state === 'failed' && !row.error?.trim())).toEqual([]);
      // One job per round, whatever recovery did; no entity made twice.
      expect(jobs.filter((row) => row.type !== 'scene.render-chunk')).toHaveLength(rounds.length);
      expect(await entityCounts()).toEqual(countsBefore);

      // No scene is left rendering; each entity has its one file and nothing half-written lies around.
      const scenes = await dataSource.getRepository(SceneEntity).find();
      expect(scenes.filter((scene) => scene.status === 'in_progress')).toEqual([]);
      const media = api.get(MediaStorage);
      const filesOf = (owner: string, id: number) => filesUnder(join(media.root, owner, String(id)));
      const urlName = (url: string | null) => url?.split('/').pop();
      const set = await dataSource.getRepository(SetEntity).findOneByOrFail({ id: targetOf['set model'] });
      expect(filesOf('sets', set.id)).toEqual([urlName(set.scenePath)]);
      const character = await dataSource.getRepository(CharacterEntity).findOneByOrFail({ id: targetOf['character model'] });
      expect(filesOf('characters', character.id)).toEqual([urlName(character.modelPath)]);
      const line = await dataSource.getRepository(VoiceLineEntity).findOneByOrFail({ id: targetOf.voice });
      expect(filesOf('voice-lines', line.id)).toEqual([urlName(line.filePath)]);
      const scene = scenes.find((row) => row.id === targetOf.render)!;
      expect(filesOf('scenes', scene.id).sort()).toEqual([scene.renderedPath, scene.posterPath, scene.subtitlesPath].map(urlName).sort());
      expect(filesUnder(media.root).filter((path) => path.includes('.partial'))).toEqual([]);

      // Renders: each chunk drawn into the video once; a failed render's folder of segments is gone.
      const dataDir = api.get<AppConfig>(APP_CONFIG).dataDir;
      expect(readdirSync(join(dataDir, 'tmp')).filter((name) => name.startsWith('render-'))).toEqual([]);
      const renders = jobs.filter((row) => row.type === 'scene.render');
      for (const render of renders.filter((row) => row.state === 'complete')) {
        const drawn = jobs
          .filter((row) => row.type === 'scene.render-chunk' && row.state === 'complete')
          .map((row) => JSON.parse(row.payload!) as { renderJobId: number; chunk: FrameChunk })
          .filter((payload) => payload.renderJobId === render.id)
          .map((payload) => payload.chunk.index);
        const chunkCount = splitIntoChunks((JSON.parse(render.result!) as { frames: number }).frames, CHUNK_FRAMES, 1).length;
        // At most once each: a chunk whose segment was written just before a kill is reused, its job failed.
        expect(new Set(drawn).size).toBe(drawn.length);
        expect(drawn.every((index) => index >= 0 && index < chunkCount)).toBe(true);
      }

      const failed = outcomes.filter((outcome) => outcome.state === 'failed').length;
      reportFigure(
        `worker SIGKILLed mid-job ${KILLS} times in a row (${process.env.TEST_DB}; models, voices, scene renders): ${outcomes.length} jobs ended ` +
          `(${outcomes.length - failed} resumed and complete, ${failed} failed with a reason), 0 jobs left queued or running, ` +
          `0 duplicate rows or files, 0 scenes left rendering, 0 partial files or render segments left: PASS`,
      );
    },
    600_000,
  );
});
