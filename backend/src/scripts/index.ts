export * from './script.errors';
export { ScriptsModule } from './scripts.module';
export { ScriptsService } from './scripts.service';
