import { Injectable } from '@nestjs/common';
import type { EntityChange, EntityKind } from '@studio/contracts/events';
import { LiveEventBus } from './live-event-bus';

/** Announces writes to project content on the live stream, so screens refetch what changed. */
@Injectable()
export class EntityEvents {
  constructor(private readonly bus: LiveEventBus) {}

  publish(entity: EntityKind, id: number, projectId: number, change: EntityChange): void {
    this.bus.publish({ kind: 'entity', data: { entity, id, projectId, change } });
  }
}
