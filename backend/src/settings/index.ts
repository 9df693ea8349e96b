export { ServiceKeys } from './service-keys.service';
export { SettingsRepository } from './settings.repository';
export * from './settings.errors';
export { SettingsModule } from './settings.module';
