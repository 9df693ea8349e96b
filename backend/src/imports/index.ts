export * from './import.errors';
export { ImportsModule } from './imports.module';
export { bundleSlug, ProjectBundleService, type WrittenBundle } from './project-bundle.service';
