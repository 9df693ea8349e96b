import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { RemotePinChangeEntity } from './remote-pin-change.entity';
import { RemotePinEntity } from './remote-pin.entity';

/** The remote_pins table (the pinned release of each remote) and its history, remote_pin_changes. */
@Injectable()
export class RemotePinsRepository {
  constructor(
    @InjectRepository(RemotePinEntity) private readonly pins: Repository<RemotePinEntity>,
    @InjectRepository(RemotePinChangeEntity) private readonly changes: Repository<RemotePinChangeEntity>,
    private readonly dataSource: DataSource,
  ) {}

  list(): Promise<RemotePinEntity[]> {
    return this.pins.find();
  }

  /** Newest first. */
  listChanges(name: string): Promise<RemotePinChangeEntity[]> {
    return this.changes.find({ where: { name }, order: { id: 'DESC' } });
  }

  /** Pins `version` and records the change from the current pin (or `unpinnedVersion`), in one transaction. */
  async pin(name: string, version: string, unpinnedVersion: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneBy(RemotePinEntity, { name });
      const now = new Date();
      await manager.upsert(RemotePinEntity, { name, version, pinnedAt: now }, ['name']);
      await manager.insert(RemotePinChangeEntity, { name, version, previousVersion: current?.version ?? unpinnedVersion, changedAt: now });
    });
  }
}
