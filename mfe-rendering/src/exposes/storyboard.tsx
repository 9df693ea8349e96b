import { Button } from '@mui/material';
import { useScene } from '@studio/api-client/scenes';
import type { StoryboardProps } from '@studio/federation/remote-modules';
import { ErrorAlert } from '@studio/ui/error-alert';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';

// The board brings the scene player and three.js: loaded with the screen's content, not its module.
const StoryboardBoard = lazy(() => import('../features/storyboard/components/storyboard-board').then((module) => ({ default: module.StoryboardBoard })));

/**
 * /scenes/:sceneId/storyboard: the scene's shots with each line's emotion, action, pause and
 * shot, drawn by the same scene player as the film, and changed in place.
 */
export function Storyboard({ sceneId }: StoryboardProps) {
  const scene = useScene(sceneId);
  return (
    <>
      <Button component={Link} to="/scene-rendering" size="small" sx={{ mb: 1 }}>
        Back to Scene Rendering
      </Button>
      {scene.error ? (
        <ErrorAlert error={scene.error} />
      ) : !scene.data ? (
        <SkeletonGrid count={3} label="Loading storyboard" />
      ) : (
        <Suspense fallback={<SkeletonGrid count={3} label="Loading storyboard" />}>
          <StoryboardBoard key={scene.data.id} scene={scene.data} />
        </Suspense>
      )}
    </>
  );
}
