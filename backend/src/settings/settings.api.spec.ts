import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { serviceKeyListSchema, serviceKeyStatusSchema } from '@studio/contracts/settings';
import { studioStatusSchema } from '@studio/contracts/status';
import { createApp } from '../app.factory';
import { authenticatedAgent } from '../../test/auth-agent';
import { useDatabasePerTest } from '../../test/boot-app';
import { startFakeProviders } from '../../test/fake-providers';
import { createTestApp, useTestApp } from '../../test/test-app';
import { ServiceKeys } from './service-keys.service';
import { SETTINGS_SECRET_FILE_NAME } from './settings-secret';
import { ServiceKeyUnreadableError } from './settings.errors';

/** No key from the machine's environment may leak into these tests. */
const NO_ENV_KEYS = { OPENAI_API_KEY: '', MESHY_API_KEY: '', ELEVENLABS_API_KEY: '', SETTINGS_SECRET: '' };

/** The providers faked on local ports: a key is saved only if its provider takes it. */
let fakes: Awaited<ReturnType<typeof startFakeProviders>>;
beforeAll(async () => {
  fakes = await startFakeProviders();
});
afterAll(() => fakes.close());

/** A key the fake providers take. */
const buildKey = (overrides: { prefix?: string } = {}) => {
  const key = `${overrides.prefix ?? 'sk-test'}-${Math.random().toString(36).slice(2)}abcdef`;
  fakes.accept(key);
  return key;
};
const tested = { ok: true, reason: null, testedAt: expect.any(String) };

describe(`settings keys (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp(() => ({ env: { ...NO_ENV_KEYS, ...fakes.env } }));
  // One app for the block: each test starts with no stored key.
  afterEach(() => ctx.dataSource.query('DELETE FROM service_keys'));

  const status = async () => studioStatusSchema.parse((await ctx.http.get('/api/status').expect(200)).body);

  it('stores a key without ever sending it back, and the status flips to connected', async () => {
    const key = buildKey();
    expect((await status()).openai).toBe(false);

    const saved = await ctx.http.put('/api/settings/keys/openai').send({ key }).expect(200);
    expect(serviceKeyStatusSchema.parse(saved.body)).toEqual({ service: 'openai', configured: true, updatedAt: expect.any(String), source: 'stored', lastTest: tested });
    expect(saved.text).not.toContain(key);

    const listed = await ctx.http.get('/api/settings/keys').expect(200);
    expect(serviceKeyListSchema.parse(listed.body)).toEqual([
      { service: 'openai', configured: true, updatedAt: saved.body.updatedAt, source: 'stored', lastTest: tested },
      { service: 'meshy', configured: false, updatedAt: null, source: null, lastTest: null },
      { service: 'elevenlabs', configured: false, updatedAt: null, source: null, lastTest: null },
    ]);
    expect(listed.text).not.toContain(key);
    expect(await status()).toMatchObject({ openai: true, meshy: false, elevenlabs: false });
  });

  it('keeps only ciphertext in the database, which the server decrypts for its own use', async () => {
    const key = buildKey({ prefix: 'el' });
    await ctx.http.put('/api/settings/keys/elevenlabs').send({ key: `  ${key}\n` }).expect(200);

    const rows: Record<string, unknown>[] = await ctx.dataSource.query('SELECT * FROM service_keys');
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(Buffer.from(key).toString('base64'));
    // Trimmed before it was stored.
    await expect(ctx.app.get(ServiceKeys).get('elevenlabs')).resolves.toBe(key);
  });

  it('replaces a key on update and forgets it on delete', async () => {
    const keys = ctx.app.get(ServiceKeys);
    await ctx.http.put('/api/settings/keys/meshy').send({ key: buildKey() }).expect(200);
    const replacement = buildKey();
    await ctx.http.put('/api/settings/keys/meshy').send({ key: replacement }).expect(200);
    await expect(keys.get('meshy')).resolves.toBe(replacement);

    const removed = await ctx.http.delete('/api/settings/keys/meshy').expect(200);
    expect(removed.body).toEqual({ service: 'meshy', configured: false, updatedAt: null, source: null, lastTest: null });
    expect((await status()).meshy).toBe(false);
    await expect(keys.get('meshy')).resolves.toBeUndefined();
    // Deleting what is not there is not an error.
    await ctx.http.delete('/api/settings/keys/meshy').expect(200);
  });

  it.each([
    ['a short key', { key: 'short' }, 'key', 'Key must be at least 8 characters.'],
    ['a key of spaces', { key: '          ' }, 'key', 'Key is required.'],
    ['no key', {}, 'key', 'Key is required.'],
    ['a key with a space inside', { key: 'sk-test 123456' }, 'key', 'Key must not contain spaces or non-ASCII characters.'],
    ['a too long key', { key: 'k'.repeat(501) }, 'key', 'Key must be at most 500 characters.'],
  ])('refuses %s with 400', async (_name, body, path, message) => {
    const response = await ctx.http.put('/api/settings/keys/openai').send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: `Validation failed: ${message}` });
    expect(response.body.errors).toContainEqual({ path, message });
    expect((await status()).openai).toBe(false);
  });

  it("tests a key with its provider before storing it: a refused key is not stored, with the provider's reason", async () => {
    const good = buildKey();
    await ctx.http.put('/api/settings/keys/openai').send({ key: good }).expect(200);
    const refused = await ctx.http.put('/api/settings/keys/openai').send({ key: 'sk-made-up-key-123' }).expect(400);
    expect(refused.body.message).toBe('The key was not saved: OpenAI failed while testing the key: OpenAI rejected the API key (HTTP 401: Invalid API key)');
    // The earlier key is still the one in use.
    await expect(ctx.app.get(ServiceKeys).get('openai')).resolves.toBe(good);
    expect(fakes.openai.keyTests.map((request) => request.headers.authorization).slice(-2)).toEqual([
      `Bearer ${good}`,
      'Bearer sk-made-up-key-123',
    ]);
    const unreachable = await createTestApp({ env: { ...NO_ENV_KEYS, ...fakes.env, ELEVENLABS_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const response = await unreachable.http.put('/api/settings/keys/elevenlabs').send({ key: buildKey() }).expect(400);
      expect(response.body.message).toMatch(/^The key was not saved: ElevenLabs failed while testing the key: could not reach ElevenLabs/);
      expect(await unreachable.dataSource.query('SELECT service FROM service_keys')).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });

  it("Refresh Status tests every key in use again: one the provider no longer takes reads as not connected", async () => {
    const key = buildKey();
    await ctx.http.put('/api/settings/keys/meshy').send({ key }).expect(200);
    fakes.meshy.acceptedKeys.delete(key);
    const list = serviceKeyListSchema.parse((await ctx.http.post('/api/settings/keys/test').expect(200)).body);
    expect(list.find((entry) => entry.service === 'meshy')).toMatchObject({ source: 'stored', lastTest: { ok: false, reason: expect.stringMatching(/Meshy rejected the API key \(HTTP 401/) } });
    expect(list.find((entry) => entry.service === 'openai')).toMatchObject({ source: null, lastTest: null });
    expect((await status()).meshy).toBe(false);
    fakes.meshy.acceptedKeys.add(key);
    await ctx.http.post('/api/settings/keys/test').expect(200);
    expect((await status()).meshy).toBe(true);
  });

  it('keeps the pirate preferences: the defaults first, then what was saved; bad values change nothing', async () => {
    expect((await ctx.http.get('/api/settings/pirate-preferences').expect(200)).body).toEqual({
      dialectIntensity: 'moderate',
      canonNames: [],
      defaultSeaConditions: 'choppy',
    });
    const saved = { dialectIntensity: 'blackbeard', canonNames: ['Anne Bonny', 'Calico Jack'], defaultSeaConditions: 'stormy' };
    await ctx.http.put('/api/settings/pirate-preferences').send(saved).expect(200, saved);
    const refused = await ctx.http.put('/api/settings/pirate-preferences').send({ ...saved, defaultSeaConditions: 'glassy', canonNames: ['X'] }).expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'canonNames.0', message: 'A canon name must be at least 2 characters.' },
        { path: 'defaultSeaConditions', message: 'Sea conditions must be one of: calm, choppy, stormy, maelstrom.' },
      ]),
    );
    expect((await ctx.http.get('/api/settings/pirate-preferences').expect(200)).body).toEqual(saved);
    await ctx.dataSource.query('DELETE FROM studio_settings');
  });

  it('refuses an unknown service with 400', async () => {
    const response = await ctx.http.put('/api/settings/keys/midjourney').send({ key: buildKey() }).expect(400);
    expect(response.body.errors).toEqual([{ path: 'service', message: 'Service must be one of: openai, meshy, elevenlabs.' }]);
    await ctx.http.delete('/api/settings/keys/midjourney').expect(400);
  });

  it('answers 401 without a session', async () => {
    const anonymous = request(ctx.app.getHttpServer());
    await anonymous.get('/api/settings/keys').expect(401);
    await anonymous.put('/api/settings/keys/openai').send({ key: buildKey() }).expect(401);
    await anonymous.delete('/api/settings/keys/openai').expect(401);
    expect((await status()).openai).toBe(false);
  });
});

describe(`settings keys and environment keys (${process.env.TEST_DB})`, () => {
  it('a stored key wins over the environment key, which applies again once the stored one is removed', async () => {
    const ctx = await createTestApp({ env: { ...NO_ENV_KEYS, ...fakes.env, OPENAI_API_KEY: 'sk-from-environment' } });
    fakes.accept('sk-from-settings');
    fakes.accept('sk-from-environment');
    try {
      const keys = ctx.app.get(ServiceKeys);
      await expect(keys.get('openai')).resolves.toBe('sk-from-environment');
      expect((await ctx.http.get('/api/settings/keys').expect(200)).body[0]).toEqual({
        service: 'openai',
        configured: false,
        updatedAt: null,
        source: 'environment',
        lastTest: null,
      });

      await ctx.http.put('/api/settings/keys/openai').send({ key: 'sk-from-settings' }).expect(200);
      await expect(keys.get('openai')).resolves.toBe('sk-from-settings');

      await ctx.http.delete('/api/settings/keys/openai').expect(200);
      await expect(keys.get('openai')).resolves.toBe('sk-from-environment');
      expect((await ctx.http.get('/api/status').expect(200)).body.openai).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

/** SQLite needs a file here: :memory: dies with the first app's connection. */
describe(`stored keys across a backend restart (${process.env.TEST_DB})`, () => {
  let app: NestExpressApplication | undefined;
  const database = useDatabasePerTest(() => app?.close().then(() => (app = undefined)));

  const start = (env: Record<string, string> = {}) =>
    createApp({ env: { ...database.env, ...NO_ENV_KEYS, ...fakes.env, ...env }, logger: ['error'] });

  it('the generated secret is kept owner-only under DATA_DIR, so a stored key still decrypts after a restart', async () => {
    const key = buildKey();
    app = await start();
    await (await authenticatedAgent(app)).put('/api/settings/keys/openai').send({ key }).expect(200);
    expect(statSync(join(database.env.DATA_DIR ?? '', SETTINGS_SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    await app.close();

    app = await start();
    await expect(app.get(ServiceKeys).get('openai')).resolves.toBe(key);
    expect((await (await authenticatedAgent(app)).get('/api/status').expect(200)).body.openai).toBe(true);
  });

  it('a key sealed with another secret reads as not connected and fails clearly on use', async () => {
    app = await start({ SETTINGS_SECRET: 'the-first-settings-secret-of-this-test' });
    await (await authenticatedAgent(app)).put('/api/settings/keys/meshy').send({ key: buildKey() }).expect(200);
    await app.close();

    app = await start({ SETTINGS_SECRET: 'a-different-settings-secret-of-this-test' });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockReturnValue(undefined);
    try {
      expect((await (await authenticatedAgent(app)).get('/api/status').expect(200)).body.meshy).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The stored meshy key cannot be decrypted'));
    } finally {
      warn.mockRestore();
    }
    await expect(app.get(ServiceKeys).get('meshy')).rejects.toThrow(ServiceKeyUnreadableError);
    expect(await app.get(DataSource).query('SELECT service FROM service_keys')).toHaveLength(1);
  });
});
