import type { JobEvent, LiveEvent } from '@studio/contracts/events';
import { jobListSchema } from '@studio/contracts/jobs';
import { rms } from '../engines/audio/audio-analysis';
import { EngineError } from '../engines/engine.errors';
import { decodeWav } from '../engines/audio/wav';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newCharacter, newProject, newVoiceLine } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { settledVoiceLine } from '../../test/voice-lines';
import { type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection/selected-engines';
import { VoiceLineEntity } from './voice-line.entity';

jest.setTimeout(60_000);

const isJobOf = (lineId: number) => (event: LiveEvent): event is { kind: 'job'; data: JobEvent } =>
  event.kind === 'job' && event.data.type === 'voice-line.synthesize' && event.data.target.id === lineId;

const lastIndexWhere = <T>(items: T[], match: (item: T, index: number) => boolean) => {
  for (let index = items.length - 1; index >= 0; index -= 1) if (match(items[index], index)) return index;
  return -1;
};

describe(`voice line synthesis job (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let stream: EventStream;
  let projectId: number;
  let characterId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
    projectId = (await newProject(ctx.http)).id;
    characterId = (await newCharacter(ctx.http, projectId, { name: 'Captain Redbeard' })).id;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    stream.close();
    await ctx.close();
  });

  it('speaks a new line into an audible WAV served under /media with the session', async () => {
    const line = await newVoiceLine(ctx.http, characterId, { text: 'Ahoy there! Welcome aboard the finest ship on the seven seas.' });
    expect(line.status).toBe('complete');
    const file = await ctx.http.get(line.filePath as string).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    const wav = file.body as Buffer;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    const pcm = decodeWav(wav);
    expect(rms(pcm.channels[0])).toBeGreaterThan(0.02);

    const jobs = jobListSchema.parse((await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body);
    const job = jobs.find((candidate) => candidate.target.id === line.id && candidate.type === 'voice-line.synthesize');
    expect(job).toMatchObject({ state: 'complete', progress: 100, error: null, result: { filePath: line.filePath } });
    expect((job?.result as { durationSeconds: number }).durationSeconds).toBeCloseTo(pcm.channels[0].length / pcm.sampleRate, 3);

    // With the audio, the phonemes eSpeak spoke and when: they shape the speaker's mouth in a render.
    const row = await ctx.dataSource.getRepository(VoiceLineEntity).findOneByOrFail({ id: line.id });
    const phonemes = JSON.parse(row.phonemes ?? '[]') as Array<{ start: number; phoneme: string }>;
    expect(phonemes.length).toBeGreaterThan(20);
    expect(phonemes.map((timing) => timing.start)).toEqual(phonemes.map((timing) => timing.start).sort((a, b) => a - b));
    expect(phonemes.at(-1)!.start).toBeLessThan(pcm.channels[0].length / pcm.sampleRate);
  });

  it('streams the job progress in order, then the line update', async () => {
    const line = await newVoiceLine(ctx.http, characterId, { text: 'Hoist the sails and mind the kraken.' });
    await stream.waitFor((event) => isJobOf(line.id)(event) && event.data.state === 'complete');
    const events = stream.events();
    const jobEvents = events.filter(isJobOf(line.id)).map((event) => event.data);
    expect(jobEvents[0].state).toBe('queued');
    expect(jobEvents.some((event) => event.state === 'running' && event.stage === 'synthesizing audio')).toBe(true);
    const progress = jobEvents.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // The line mirrors each state before the job's event announces it: progress, line update, complete.
    const lastProgressAt = lastIndexWhere(events, (event) => isJobOf(line.id)(event) && event.data.state === 'running');
    const completeAt = events.findIndex((event) => isJobOf(line.id)(event) && event.data.state === 'complete');
    const lineUpdatedAt = lastIndexWhere(
      events,
      (event, index) =>
        index < completeAt && event.kind === 'entity' && event.data.entity === 'voice-line' && event.data.id === line.id && event.data.change === 'updated',
    );
    expect(lastProgressAt).toBeGreaterThan(0);
    expect(lineUpdatedAt).toBeGreaterThan(lastProgressAt);
    expect(completeAt).toBeGreaterThan(lineUpdatedAt);
  });

  it('marks the line failed, naming the stage, when the engine fails', async () => {
    const engine = ctx.app.get<SelectedVoiceEngine>(VOICE_ENGINE);
    jest.spyOn(engine, 'synthesize').mockRejectedValueOnce(new EngineError('espeak-ng', 'synthesizing speech', 'the worker crashed'));
    const created = await ctx.http.post('/api/voicelines').send({ characterId, text: 'This one will not be heard.' }).expect(201);
    const line = await settledVoiceLine(ctx.http, created.body.id);
    expect(line).toMatchObject({ status: 'failed', filePath: null });
    const jobs = jobListSchema.parse((await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body);
    const job = jobs.find((candidate) => candidate.target.id === line.id);
    expect(job).toMatchObject({ state: 'failed', stage: 'synthesizing audio' });
    expect(job?.error).toBe('synthesizing audio: espeak-ng failed while synthesizing speech: the worker crashed');
  });

  it('speaks in the speaker\'s own voice: different characters get different default profiles', async () => {
    const engine = ctx.app.get<SelectedVoiceEngine>(VOICE_ENGINE);
    const spoken = jest.spyOn(engine, 'synthesize');
    const luna = await newCharacter(ctx.http, projectId, { name: 'Luna' });
    await newVoiceLine(ctx.http, characterId, { text: 'First line.' });
    await newVoiceLine(ctx.http, luna.id, { text: 'Second line.' });
    await newVoiceLine(ctx.http, characterId, { text: 'Third line.' });
    const voices = spoken.mock.calls.map(([input]) => input.voice);
    expect(voices).toEqual([voiceProfileFor({ name: 'Captain Redbeard' }), voiceProfileFor({ name: 'Luna' }), voiceProfileFor({ name: 'Captain Redbeard' })]);
    expect(voiceProfileFor({ name: 'Luna' })).not.toEqual(voiceProfileFor({ name: 'Captain Redbeard' }));
  });

  it("speaks a line with its feeling: its direction's, else the one its words call for", async () => {
    const engine = ctx.app.get<SelectedVoiceEngine>(VOICE_ENGINE);
    const spoken = jest.spyOn(engine, 'synthesize');
    await newVoiceLine(ctx.http, characterId, { text: 'The ship sails at noon.' });
    await newVoiceLine(ctx.http, characterId, { text: 'You stupid idiot, I hate this ship!' });
    const directed = await newVoiceLine(ctx.http, characterId, { text: 'The ship sails at noon.', emotion: 'sad', intensity: 0.8 });
    const [plain, furious, sad] = spoken.mock.calls.map(([input]) => input.emotion);
    expect(plain).toEqual({ emotion: 'neutral', intensity: 0.5 });
    expect(furious?.emotion).toBe('angry');
    expect(furious?.intensity).toBeGreaterThan(0.7);
    expect(sad).toEqual({ emotion: 'sad', intensity: 0.8 });

    // Changing the feeling speaks the line again, in the new one.
    await ctx.http.put(`/api/voicelines/${directed.id}`).send({ emotion: 'happy', intensity: 0.4 }).expect(200);
    const again = await settledVoiceLine(ctx.http, directed.id);
    expect(again.filePath).not.toBe(directed.filePath);
    expect(spoken.mock.calls.at(-1)?.[0].emotion).toEqual({ emotion: 'happy', intensity: 0.4 });
  });

  it('removes the audio of a deleted speaker', async () => {
    const speaker = await newCharacter(ctx.http, projectId);
    const line = await newVoiceLine(ctx.http, speaker.id);
    await ctx.http.get(line.filePath as string).expect(200);
    await ctx.http.delete(`/api/characters/${speaker.id}`).expect(200);
    await ctx.http.get(line.filePath as string).expect(404);
  });

  it('removes the audio of a deleted project', async () => {
    const project = await newProject(ctx.http);
    const speaker = await newCharacter(ctx.http, project.id);
    const line = await newVoiceLine(ctx.http, speaker.id);
    await ctx.http.get(line.filePath as string).expect(200);
    await ctx.http.delete(`/api/projects/${project.id}`).expect(200);
    await ctx.http.get(line.filePath as string).expect(404);
  });
});
