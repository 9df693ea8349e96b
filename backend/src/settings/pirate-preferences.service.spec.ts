import { piratePreferencesSchema, type PiratePreferences } from '@studio/contracts/pirate';
import { DEFAULT_OCEAN_TYPE } from '@studio/contracts/sets';
import { fake } from '../../test/fakes';
import { PiratePreferencesService } from './pirate-preferences.service';
import type { SettingsRepository } from './settings.repository';

/** The studio_settings table in memory: name -> JSON text. */
class InMemorySettings implements Pick<SettingsRepository, 'findSetting' | 'saveSetting'> {
  readonly values = new Map<string, string>();

  async findSetting(name: string): Promise<string | null> {
    return this.values.get(name) ?? null;
  }

  async saveSetting(name: string, value: string): Promise<void> {
    this.values.set(name, value);
  }
}

function setup() {
  const settings = new InMemorySettings();
  return { settings, preferences: new PiratePreferencesService(fake<SettingsRepository>('SettingsRepository', settings)) };
}

const DEFAULTS: PiratePreferences = { dialectIntensity: 'moderate', canonNames: [], defaultSeaConditions: DEFAULT_OCEAN_TYPE };

describe('PiratePreferencesService', () => {
  it('reads the defaults until someone saves', async () => {
    const { preferences } = setup();
    expect(await preferences.get()).toEqual(DEFAULTS);
  });

  it('stores what it saves, with the defaults filled in, and reads it back', async () => {
    const { preferences, settings } = setup();
    const saved = await preferences.save({ dialectIntensity: 'blackbeard', canonNames: ['  Anne Bonny '] });
    expect(saved).toEqual({ ...DEFAULTS, dialectIntensity: 'blackbeard', canonNames: ['Anne Bonny'] });
    expect(JSON.parse(settings.values.get('pirate-preferences') ?? 'null')).toEqual(saved);
    expect(await preferences.get()).toEqual(saved);
  });

  it('stores nothing when the input does not fit the contract', async () => {
    const { preferences, settings } = setup();
    await expect(preferences.save({ canonNames: ['X'] })).rejects.toThrow(/at least 2 characters/);
    expect(settings.values.size).toBe(0);
  });

  it('reads a stored value of an older shape as the defaults', async () => {
    const { preferences, settings } = setup();
    settings.values.set('pirate-preferences', JSON.stringify({ dialectIntensity: 'shouty', canonNames: 'Jack' }));
    expect(await preferences.get()).toEqual(piratePreferencesSchema.parse({}));
  });
});
