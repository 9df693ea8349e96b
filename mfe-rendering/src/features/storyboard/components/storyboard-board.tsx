import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useResetSceneDirection, useUpdateLineDirection, useUpdateScenePace } from '@studio/api-client/direction';
import { useSceneTimeline } from '@studio/api-client/render';
import { sceneStoryboardPdfUrl } from '@studio/api-client/storyboards';
import { useSceneVoiceLines } from '@studio/api-client/voice-lines';
import { SCENE_PACES, type ScenePace } from '@studio/contracts/direction';
import type { Scene } from '@studio/contracts/scenes';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { directionLabel } from '@studio/ui/direction-labels';
import { DownloadButton } from '@studio/ui/download-button';
import { ErrorAlert } from '@studio/ui/error-alert';
import { errorMessage } from '@studio/ui/error-message';
import { PageTitle } from '@studio/ui/page-title';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { useToast } from '@studio/ui/toast';
import { useMemo, useState } from 'react';
import { useShotThumbnails } from '../hooks/use-shot-thumbnails';
import { performedDirections, storyboardPanels } from '@studio/scene-timeline/storyboard-panels';
import { DirectionSelect } from '@studio/ui/direction-select';
import type { LineDirectionChanges } from './line-direction-fields';
import { StoryboardPanel } from './storyboard-panel';

export const PACE_OPTIONS = SCENE_PACES.map((pace) => ({ value: pace, label: directionLabel(pace) }));

/**
 * The scene's shots as panels, each line's direction editable in place. A change is saved at once;
 * the timeline is fetched again and only the panels whose picture changed are drawn again.
 */
export function StoryboardBoard({ scene }: { scene: Scene }) {
  const lines = useSceneVoiceLines(scene.id);
  const timeline = useSceneTimeline(scene.id);
  const updateLine = useUpdateLineDirection(scene.projectId, scene.id);
  const updatePace = useUpdateScenePace(scene.projectId, scene.id);
  const resetScene = useResetSceneDirection(scene.projectId, scene.id);
  const toast = useToast();
  const [selectedShot, setSelectedShot] = useState(0);
  const [preview, setPreview] = useState<HTMLElement | null>(null);

  const panels = useMemo(() => (timeline.data && lines.data ? storyboardPanels(timeline.data, lines.data) : []), [timeline.data, lines.data]);
  const performed = useMemo(() => (timeline.data ? performedDirections(timeline.data) : new Map()), [timeline.data]);
  const cast = useMemo(() => timeline.data?.blocking.map((mark) => ({ id: mark.characterId, name: mark.name })) ?? [], [timeline.data]);
  const selected = panels.find((panel) => panel.shot.index === selectedShot) ?? panels[0];
  const thumbnails = useShotThumbnails(preview, timeline.data, selected?.thumbnailSeconds ?? 0, `Live preview of ${scene.name}`);

  const failed = (title: string) => (error: Error) => toast.error(title, errorMessage(error));
  const changeLine = (line: VoiceLine, changes: LineDirectionChanges) =>
    updateLine.mutate({ id: line.id, changes }, { onError: failed('Failed to save the direction.') });
  const changePace = (pace: string) => updatePace.mutate((pace || null) as ScenePace | null, { onError: failed('Failed to save the pace.') });
  const resetAll = () =>
    resetScene.mutate(
      { scene, lines: lines.data ?? [] },
      { onSuccess: () => toast.success('Back to automatic', `Every line of ${scene.name} and its pace are automatic again.`), onError: failed('Failed to reset the direction.') },
    );

  const error = lines.error ?? timeline.error;
  const saving = updateLine.isPending || updatePace.isPending || resetScene.isPending || timeline.isFetching;
  return (
    <>
      <PageTitle
        title={`Storyboard: ${scene.name}`}
        subtitle="One panel per shot. Changes are saved at once; the scene then needs a new render."
        actions={
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DirectionSelect label="Pace" value={scene.pace ?? ''} automaticLabel="Automatic (normal)" options={PACE_OPTIONS} onChange={changePace} />
            <Button variant="outlined" disabled={resetScene.isPending || !lines.data} onClick={resetAll}>
              Scene back to automatic
            </Button>
            {/* Drawn by the server as a render draws it: the scene's current direction, saved. */}
            <DownloadButton
              variant="outlined"
              url={sceneStoryboardPdfUrl(scene.id)}
              failureTitle="Download Failed"
              fileName={`${scene.name} storyboard.pdf`}
              disabled={panels.length === 0 || saving}
            >
              Download storyboard PDF
            </DownloadButton>
          </Stack>
        }
      />
      {error ? (
        <ErrorAlert error={error} />
      ) : panels.length === 0 ? (
        <SkeletonGrid count={3} label="Loading storyboard" />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}>
            <Box
              ref={setPreview}
              aria-busy={thumbnails.drawing}
              sx={{ bgcolor: 'black', aspectRatio: '16 / 9', width: { xs: '100%', sm: 480 }, position: 'relative' }}
            />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="subtitle1" component="h2">
                Live preview
              </Typography>
              <Typography variant="body2" color="text.secondary" role="status">
                {thumbnails.drawing || saving ? 'Updating the shots…' : `Showing shot ${(selected?.shot.index ?? 0) + 1}. Pick a panel's picture to show it here.`}
              </Typography>
              {(thumbnails.drawing || saving) && <CircularProgress size={20} aria-label="Updating the shots" sx={{ mt: 1 }} />}
              {thumbnails.error && <ErrorAlert error={thumbnails.error} />}
              {thumbnails.notes.length > 0 && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {thumbnails.notes.join(' ')}
                </Alert>
              )}
            </Box>
          </Box>
          <Grid container spacing={2}>
            {panels.map((panel) => (
              <Grid key={panel.shot.index} size={{ xs: 12, lg: 6 }}>
                <StoryboardPanel
                  panel={panel}
                  thumbnail={thumbnails.thumbnailOf(panel)}
                  selected={panel === selected}
                  onSelect={() => setSelectedShot(panel.shot.index)}
                  cast={cast}
                  performed={performed}
                  onLineChange={changeLine}
                />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </>
  );
}
