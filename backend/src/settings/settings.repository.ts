import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { ServiceKeyEntity } from './service-key.entity';
import { StudioSettingEntity } from './studio-setting.entity';

/** The settings tables: sealed service keys, and named studio settings stored as JSON text. */
@Injectable()
export class SettingsRepository {
  constructor(
    @InjectRepository(ServiceKeyEntity) private readonly keys: Repository<ServiceKeyEntity>,
    @InjectRepository(StudioSettingEntity) private readonly settings: Repository<StudioSettingEntity>,
  ) {}

  findKey(service: string): Promise<ServiceKeyEntity | null> {
    return this.keys.findOneBy({ service });
  }

  listKeys(): Promise<ServiceKeyEntity[]> {
    return this.keys.find();
  }

  async saveKey(row: ServiceKeyEntity): Promise<void> {
    await this.keys.upsert(row, ['service']);
  }

  async deleteKey(service: string): Promise<void> {
    await this.keys.delete({ service });
  }

  /** The stored JSON text of the setting, or null when never saved. */
  async findSetting(name: string): Promise<string | null> {
    return (await this.settings.findOneBy({ name }))?.value ?? null;
  }

  /** `manager`: a transaction the save belongs to (the studio password's, which also ends sessions). */
  async saveSetting(name: string, value: string, manager: EntityManager = this.settings.manager): Promise<void> {
    await manager.upsert(StudioSettingEntity, { name, value, updatedAt: new Date() }, ['name']);
  }
}
