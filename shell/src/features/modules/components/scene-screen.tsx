import { RemoteSlot } from '@studio/federation/remote-slot';
import { useParams } from 'react-router-dom';
import type { SceneRoute } from '../../../app/module-routes';
import { NotFoundPage } from '../../../components/not-found-page';

/** A scene route: the owning remote's screen for the scene in the path (its project is the scene's own). */
export function SceneScreen({ remote, module }: SceneRoute) {
  const sceneId = Number(useParams().sceneId);
  if (!Number.isInteger(sceneId) || sceneId <= 0) return <NotFoundPage />;
  return <RemoteSlot key={sceneId} remote={remote} module={module} props={{ sceneId }} />;
}
