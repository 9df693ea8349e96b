export { StatusModule } from './status.module';
