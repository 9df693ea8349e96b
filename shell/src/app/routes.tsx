import { RemoteBoundary } from '@studio/federation/remote-boundary';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { ModuleScreen } from '../features/modules/components/module-screen';
import { SceneScreen } from '../features/modules/components/scene-screen';
import { NotFoundPage } from '../components/not-found-page';
import { ProjectRoute } from '../features/projects/components/project-route';
import { MODULE_ROUTES, SCENE_ROUTES } from './module-routes';

// Pages other than the dashboard load on first visit, not with every dashboard (the first load's budget).
const loadPlatformPage = () => import('../features/platform/components/platform-page').then((module) => module.PlatformPage);
const loadNewProjectPage = () => import('../features/projects/components/new-project-page').then((module) => module.NewProjectPage);
const reloadNothing = async () => undefined;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        {MODULE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<ModuleScreen key={route.path} {...route} />} />
        ))}
        {SCENE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<SceneScreen {...route} />} />
        ))}
        <Route path="/platform" element={<RemoteBoundary title="Platform" load={loadPlatformPage} reload={reloadNothing} props={{}} />} />
        <Route path="/new-project" element={<RemoteBoundary title="New Project" load={loadNewProjectPage} reload={reloadNothing} props={{}} />} />
        <Route path="/projects/:projectId/*" element={<ProjectRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
