import type { EngineAvailability } from '../engine.types';
import { EngineChoice } from './engine-choice';

const engineNamed = (engine: string) => ({
  available: async (): Promise<EngineAvailability> => ({ available: true, engine, detail: `${engine} engine` }),
});

describe('EngineChoice', () => {
  const cloud = engineNamed('Cloud');
  const local = engineNamed('Local');

  it('uses the cloud engine while there is a key and the local one without', async () => {
    await expect(new EngineChoice({ apiKey: 'key-123', cloud, local }).current()).resolves.toMatchObject({ engine: cloud, availability: { engine: 'Cloud' } });
    await expect(new EngineChoice({ apiKey: '  ', cloud, local }).current()).resolves.toMatchObject({ engine: local, availability: { engine: 'Local' } });
  });

  it('reads the key again on every use, so a key saved or removed later applies to the next one', async () => {
    let stored: string | undefined;
    const choice = new EngineChoice({ apiKey: async () => stored, cloud, local });
    expect((await choice.current()).engine).toBe(local);
    stored = 'key-123';
    expect((await choice.current()).engine).toBe(cloud);
    stored = undefined;
    expect((await choice.current()).engine).toBe(local);
  });
});
