export { DocsModule } from './docs.module';
export { routeKey, RouteTableService } from './route-table.service';
