import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { ModuleScreen } from '../features/modules/components/module-screen';
import { NotFoundPage } from '../components/not-found-page';
import { PlatformPage } from '../features/platform/components/platform-page';
import { NewProjectPage } from '../features/projects/components/new-project-page';
import { ProjectPage } from '../features/projects/components/project-page';
import { MODULE_ROUTES } from './module-routes';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        {MODULE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<ModuleScreen key={route.path} {...route} />} />
        ))}
        <Route path="/platform" element={<PlatformPage />} />
        <Route path="/new-project" element={<NewProjectPage />} />
        <Route path="/projects/:projectId/*" element={<ProjectPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
