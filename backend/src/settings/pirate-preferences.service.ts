import { Injectable } from '@nestjs/common';
import { piratePreferencesSchema, type PiratePreferences, type PiratePreferencesInput } from '@studio/contracts/pirate';
import { SettingsRepository } from './settings.repository';

const NAME = 'pirate-preferences';

/** The pirate preferences, one row of studio_settings; the defaults until someone saves them. */
@Injectable()
export class PiratePreferencesService {
  constructor(private readonly settings: SettingsRepository) {}

  async get(): Promise<PiratePreferences> {
    const value = await this.settings.findSetting(NAME);
    // A stored value that no longer fits the contract (an older shape) reads as the defaults.
    const stored = value === null ? null : piratePreferencesSchema.safeParse(JSON.parse(value));
    return stored?.success ? stored.data : piratePreferencesSchema.parse({});
  }

  async save(input: PiratePreferencesInput): Promise<PiratePreferences> {
    const preferences = piratePreferencesSchema.parse(input);
    await this.settings.saveSetting(NAME, JSON.stringify(preferences));
    return preferences;
  }
}
