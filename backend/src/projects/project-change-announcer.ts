import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EntityEvents } from '../events';
import { ProjectTouchSubscriber } from './project-touch.subscriber';

/** Puts the touch subscriber's changes on the live stream (TypeORM made the subscriber, outside Nest). */
@Injectable()
export class ProjectChangeAnnouncer implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entityEvents: EntityEvents,
  ) {}

  onModuleInit(): void {
    ProjectTouchSubscriber.of(this.dataSource).announceWith(({ entity, id, projectId, change }) => this.entityEvents.publish(entity, id, projectId, change));
  }
}
