import type { ModuleMetadata, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

/** One resource's parts: its table's entity, the controller, the service that answers it and the repository it writes through. */
export interface ResourceModuleParts {
  entity: Type;
  controller: Type;
  service: Type;
  repository: Type;
  /** The modules whose services it uses. */
  imports: NonNullable<ModuleMetadata['imports']>;
}

/**
 * The module of a resource kept in one table (characters, sets, scenes, a scene's cast): other
 * modules get its service for the domain verbs and its repository for queries across tables.
 */
export const resourceModule = ({ entity, controller, service, repository, imports }: ResourceModuleParts): ModuleMetadata => ({
  imports: [TypeOrmModule.forFeature([entity]), ...imports],
  controllers: [controller],
  providers: [service, repository],
  exports: [service, repository],
});
