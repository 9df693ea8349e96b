export * from './blueprint.errors';
export { BlueprintsModule } from './blueprints.module';
export { BlueprintsService, type BundleFiles } from './blueprints.service';
