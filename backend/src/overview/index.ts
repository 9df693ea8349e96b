export { ProjectOverviewModule } from './project-overview.module';
