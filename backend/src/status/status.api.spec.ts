import { studioStatusSchema } from '@studio/contracts/status';
import { createTestApp } from '../../test/test-app';

const LOCAL_ENGINES = { voice: 'espeak-ng (WASM)', music: 'local synthesizer', models: 'local model builder' };

describe(`AI service status (${process.env.TEST_DB})`, () => {
  it('reports no service when no key is set', async () => {
    const ctx = await createTestApp({ env: { OPENAI_API_KEY: '', MESHY_API_KEY: undefined, ELEVENLABS_API_KEY: undefined } });
    try {
      const response = await ctx.http.get('/api/status').expect(200);
      expect(studioStatusSchema.parse(response.body)).toMatchObject({ openai: false, meshy: false, elevenlabs: false, engines: LOCAL_ENGINES });
    } finally {
      await ctx.close();
    }
  });

  it('reports each service whose key is set in the environment', async () => {
    const ctx = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', MESHY_API_KEY: undefined, ELEVENLABS_API_KEY: 'el-test' } });
    try {
      const response = await ctx.http.get('/api/status').expect(200);
      expect(response.body).toMatchObject({ openai: true, meshy: false, elevenlabs: true });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await ctx.close();
    }
  });

  it('reports the engine each kind of generation uses: the cloud one while its key is set, else the local one', async () => {
    const ctx = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', MESHY_API_KEY: 'msy-test', ELEVENLABS_API_KEY: '' } });
    try {
      const response = await ctx.http.get('/api/status').expect(200);
      expect(studioStatusSchema.parse(response.body)).toMatchObject({
        meshy: true,
        engines: { voice: LOCAL_ENGINES.voice, music: 'OpenAI + local synthesizer', models: 'Meshy' },
      });
    } finally {
      await ctx.close();
    }
  });

  it('reports the local engines, which run on this machine without any key', async () => {
    const ctx = await createTestApp({ env: { OPENAI_API_KEY: '', MESHY_API_KEY: '', ELEVENLABS_API_KEY: '' } });
    try {
      const response = await ctx.http.get('/api/status').expect(200);
      expect(studioStatusSchema.parse(response.body).local).toEqual({ voice: true, music: true, models: true });
    } finally {
      await ctx.close();
    }
  });
});
