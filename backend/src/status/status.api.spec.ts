import { studioStatusSchema } from '@studio/contracts/status';
import { createTestApp } from '../../test/test-app';

const LOCAL_ENGINES = { voice: 'espeak-ng (WASM)', music: 'local synthesizer', models: 'local model builder' };

/** GET /api/status of an app started with these keys in its environment. */
async function statusWithKeys(env: Record<string, string | undefined>) {
  const ctx = await createTestApp({ env });
  try {
    return await ctx.http.get('/api/status').expect(200);
  } finally {
    await ctx.close();
  }
}

describe(`AI service status (${process.env.TEST_DB})`, () => {
  it('reports no service when no key is set', async () => {
    const response = await statusWithKeys({ OPENAI_API_KEY: '', MESHY_API_KEY: undefined, ELEVENLABS_API_KEY: undefined });
    expect(studioStatusSchema.parse(response.body)).toMatchObject({ openai: false, meshy: false, elevenlabs: false, engines: LOCAL_ENGINES });
  });

  it('reports each service whose key is set in the environment', async () => {
    const response = await statusWithKeys({ OPENAI_API_KEY: 'sk-test', MESHY_API_KEY: undefined, ELEVENLABS_API_KEY: 'el-test' });
    expect(response.body).toMatchObject({ openai: true, meshy: false, elevenlabs: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports the engine each kind of generation uses: the cloud one while its key is set, else the local one', async () => {
    const response = await statusWithKeys({ OPENAI_API_KEY: 'sk-test', MESHY_API_KEY: 'msy-test', ELEVENLABS_API_KEY: '' });
    expect(studioStatusSchema.parse(response.body)).toMatchObject({
      meshy: true,
      engines: { voice: LOCAL_ENGINES.voice, music: 'OpenAI + local synthesizer', models: 'Meshy' },
    });
  });

  it('reports the local engines, which run on this machine without any key', async () => {
    const response = await statusWithKeys({ OPENAI_API_KEY: '', MESHY_API_KEY: '', ELEVENLABS_API_KEY: '' });
    expect(studioStatusSchema.parse(response.body).local).toEqual({ voice: true, music: true, models: true });
  });
});
