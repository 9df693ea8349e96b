export * from './blueprint.errors';
export { BlueprintsModule } from './blueprints.module';
export { type AppliedBlueprint, type AppliedRow, type ApplyOptions, BlueprintsService, type BundleFiles, type LineEdit, type Revisions } from './blueprints.service';
