import type { AiServiceName } from '@studio/contracts/settings';
import { fake, quietLogger } from '../../test/fakes';
import { loadAppConfig } from '../config';
import { KeyCipher } from './key-cipher';
import type { KeyVerdict, KeyVerifier } from './key-verifier';
import type { ServiceKeyEntity } from './service-key.entity';
import { ServiceKeys } from './service-keys.service';
import { ServiceKeyRejectedError, ServiceKeyUnreadableError } from './settings.errors';
import type { SettingsRepository } from './settings.repository';

quietLogger();

/** The service_keys table in memory. */
class InMemoryKeys implements Pick<SettingsRepository, 'findKey' | 'listKeys' | 'saveKey' | 'deleteKey'> {
  readonly rows = new Map<string, ServiceKeyEntity>();

  async findKey(service: string): Promise<ServiceKeyEntity | null> {
    return this.rows.get(service) ?? null;
  }

  async listKeys(): Promise<ServiceKeyEntity[]> {
    return [...this.rows.values()];
  }

  async saveKey(row: ServiceKeyEntity): Promise<void> {
    this.rows.set(row.service, { ...row });
  }

  async deleteKey(service: string): Promise<void> {
    this.rows.delete(service);
  }
}

const SECRET = 'a-settings-secret-of-at-least-32-characters';

/** The verifier's answer per key; a key it was not told about is refused. */
function verifierAccepting(accepted: Record<string, true | string>) {
  const verify = jest.fn(async (_service: AiServiceName, key: string): Promise<KeyVerdict> => {
    const verdict = accepted[key];
    return verdict === true ? { ok: true } : { ok: false, reason: verdict ?? 'OpenAI answered 401 Unauthorized' };
  });
  return { verify, verifier: fake<KeyVerifier>('KeyVerifier', { verify }) };
}

function setup({ env = {}, accepted = {} }: { env?: Record<string, string>; accepted?: Record<string, true | string> } = {}) {
  const rows = new InMemoryKeys();
  const cipher = new KeyCipher(SECRET);
  const { verify, verifier } = verifierAccepting(accepted);
  const keys = new ServiceKeys(loadAppConfig(env), fake<SettingsRepository>('SettingsRepository', rows), cipher, verifier);
  /** Stores a key as an earlier run would have (no test since this start). */
  const store = (service: AiServiceName, key: string, sealer = cipher, context: string = service) =>
    rows.saveKey({ service, ...sealer.seal(key, context), updatedAt: new Date('2026-11-01T08:00:00Z') });
  return { keys, rows, verify, store };
}

const statusOf = async (keys: ServiceKeys, service: AiServiceName) => (await keys.list()).find((status) => status.service === service);

describe('ServiceKeys', () => {
  describe('the key in use', () => {
    it('is the stored key over the environment key, and the environment key again once removed', async () => {
      const { keys, store } = setup({ env: { OPENAI_API_KEY: 'sk-from-env' } });
      expect(await keys.get('openai')).toBe('sk-from-env');
      await store('openai', 'sk-stored-in-settings');
      expect(await keys.get('openai')).toBe('sk-stored-in-settings');
      await keys.remove('openai');
      expect(await keys.get('openai')).toBe('sk-from-env');
    });

    it('is none when neither is set', async () => {
      const { keys } = setup({ env: { OPENAI_API_KEY: 'sk-from-env' } });
      expect(await keys.get('meshy')).toBeUndefined();
      expect(await keys.configured()).toEqual({ openai: true, meshy: false, elevenlabs: false });
    });

    it('is unreadable when the stored key was sealed with another secret or for another service', async () => {
      const { keys, store } = setup({ env: { MESHY_API_KEY: 'msy-from-env', OPENAI_API_KEY: 'sk-from-env' } });
      await store('meshy', 'msy-stored', new KeyCipher('another-secret-of-at-least-32-characters!'));
      await store('openai', 'sk-stored', undefined, 'elevenlabs');
      await expect(keys.get('meshy')).rejects.toThrow(ServiceKeyUnreadableError);
      await expect(keys.get('openai')).rejects.toThrow(/stored openai key cannot be decrypted/);
      // The environment key does not stand in for an unreadable stored one.
      expect(await keys.configured()).toEqual({ openai: false, meshy: false, elevenlabs: false });
    });
  });

  describe('saving', () => {
    it('tests the key first and stores it sealed, as passed and in use', async () => {
      const { keys, rows, verify } = setup({ env: { ELEVENLABS_API_KEY: 'el-from-env' }, accepted: { 'el-new-key-123': true } });
      const status = await keys.save('elevenlabs', 'el-new-key-123');
      expect(verify).toHaveBeenCalledWith('elevenlabs', 'el-new-key-123');
      expect(status).toEqual({
        service: 'elevenlabs',
        configured: true,
        updatedAt: expect.any(String),
        source: 'stored',
        lastTest: { ok: true, reason: null, testedAt: expect.any(String) },
      });
      const row = rows.rows.get('elevenlabs');
      expect(row?.ciphertext).toBeDefined();
      expect(JSON.stringify(row)).not.toContain('el-new-key-123');
      expect(await keys.get('elevenlabs')).toBe('el-new-key-123');
    });

    it('does not store a key the provider refuses, and the key in use stays', async () => {
      const { keys, rows, store } = setup({ accepted: { 'sk-old-stored': true, 'sk-bad-key-999': 'OpenAI answered 401: invalid api key' } });
      await store('openai', 'sk-old-stored');
      const before = { ...rows.rows.get('openai') };
      await expect(keys.save('openai', 'sk-bad-key-999')).rejects.toThrow(ServiceKeyRejectedError);
      await expect(keys.save('openai', 'sk-bad-key-999')).rejects.toThrow('The key was not saved: OpenAI answered 401: invalid api key');
      expect(rows.rows.get('openai')).toEqual(before);
      expect(await keys.get('openai')).toBe('sk-old-stored');
      expect((await statusOf(keys, 'openai'))?.lastTest).toBeNull();
    });
  });

  describe("'connected'", () => {
    it('follows the last test of the key in use', async () => {
      const { keys, verify } = setup({ env: { OPENAI_API_KEY: 'sk-env-revoked', MESHY_API_KEY: 'msy-env-good' }, accepted: { 'msy-env-good': true, 'sk-new-good': true } });
      // Untested environment keys count as connected until a test says otherwise.
      expect(await keys.configured()).toEqual({ openai: true, meshy: true, elevenlabs: false });

      const list = await keys.testAll();
      expect(verify.mock.calls.map(([service, key]) => [service, key]).sort()).toEqual([
        ['meshy', 'msy-env-good'],
        ['openai', 'sk-env-revoked'],
      ]);
      expect(list.map(({ service, source, configured, lastTest }) => [service, source, configured, lastTest?.ok ?? null])).toEqual([
        ['openai', 'environment', false, false],
        ['meshy', 'environment', false, true],
        ['elevenlabs', null, false, null],
      ]);
      expect(list[0].lastTest?.reason).toBe('OpenAI answered 401 Unauthorized');
      expect(await keys.configured()).toEqual({ openai: false, meshy: true, elevenlabs: false });

      // A new key that passes replaces the failed test.
      await keys.save('openai', 'sk-new-good');
      expect(await keys.configured()).toEqual({ openai: true, meshy: true, elevenlabs: false });
    });

    it('forgets the failed test of a removed key: the environment key is untested again', async () => {
      const { keys, store } = setup({ env: { OPENAI_API_KEY: 'sk-from-env' } });
      await store('openai', 'sk-stored-revoked');
      await keys.testAll();
      expect((await keys.configured()).openai).toBe(false);
      const status = await keys.remove('openai');
      expect(status).toEqual({ service: 'openai', configured: false, updatedAt: null, source: 'environment', lastTest: null });
      expect((await keys.configured()).openai).toBe(true);
    });

    it('records an unreadable stored key as a failed test without sending anything to the provider', async () => {
      const { keys, store, verify } = setup();
      await store('meshy', 'msy-stored', new KeyCipher('another-secret-of-at-least-32-characters!'));
      const list = await keys.testAll();
      expect(verify).not.toHaveBeenCalled();
      expect(list.find((status) => status.service === 'meshy')).toEqual({
        service: 'meshy',
        configured: true,
        updatedAt: '2026-11-01T08:00:00.000Z',
        source: 'stored',
        lastTest: { ok: false, reason: expect.stringMatching(/stored meshy key cannot be decrypted/), testedAt: expect.any(String) },
      });
    });

    it('drops the last test of a service whose key went away', async () => {
      const { keys, store, rows } = setup();
      await store('openai', 'sk-stored-revoked');
      await keys.testAll();
      expect((await statusOf(keys, 'openai'))?.lastTest?.ok).toBe(false);
      rows.rows.delete('openai');
      await keys.testAll();
      expect((await statusOf(keys, 'openai'))?.lastTest).toBeNull();
    });
  });
});
