export * from './app-config';
export { AppConfigModule } from './config.module';
