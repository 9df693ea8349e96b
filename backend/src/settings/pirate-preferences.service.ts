import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { piratePreferencesSchema, type PiratePreferences, type PiratePreferencesInput } from '@studio/contracts/pirate';
import { Repository } from 'typeorm';
import { StudioSettingEntity } from './studio-setting.entity';

const NAME = 'pirate-preferences';

/** The pirate preferences, one row of studio_settings; the defaults until someone saves them. */
@Injectable()
export class PiratePreferencesService {
  constructor(@InjectRepository(StudioSettingEntity) private readonly settings: Repository<StudioSettingEntity>) {}

  async get(): Promise<PiratePreferences> {
    const row = await this.settings.findOneBy({ name: NAME });
    // A stored value that no longer fits the contract (an older shape) reads as the defaults.
    const stored = row ? piratePreferencesSchema.safeParse(JSON.parse(row.value)) : null;
    return stored?.success ? stored.data : piratePreferencesSchema.parse({});
  }

  async save(input: PiratePreferencesInput): Promise<PiratePreferences> {
    const preferences = piratePreferencesSchema.parse(input);
    await this.settings.upsert({ name: NAME, value: JSON.stringify(preferences), updatedAt: new Date() }, ['name']);
    return preferences;
  }
}
