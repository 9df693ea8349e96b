export { ServiceKeys } from './service-keys.service';
export * from './settings.errors';
export { SettingsModule } from './settings.module';
