export { ProjectOverviewModule } from './project-overview.module';
export { ProjectOverviewService } from './project-overview.service';
