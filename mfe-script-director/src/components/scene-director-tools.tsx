import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useArchive, useGenerateMissingAssets, useValidateScene } from '@studio/api-client/director';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { isActiveJob, useJobs } from '@studio/api-client/jobs';
import { renderTurnNote, scenesRenderingBefore, useActiveSceneRenders, useRenderScene } from '@studio/api-client/render';
import { useScenes } from '@studio/api-client/scenes';
import type { AssetRequest, MissingAsset, SceneReadiness } from '@studio/contracts/director';
import { useToast } from '@studio/ui/toast';
import { ReadinessAlert } from './readiness-alert';
import { useId, useState } from 'react';

/**
 * What 'Generate Missing Assets' asks for: each unspoken line again, the scene's score; a set or a
 * cast the scene lacks is chosen in the scene editor, not generated.
 */
export function missingAssetRequests(sceneName: string, missing: readonly MissingAsset[]): AssetRequest[] {
  return missing.flatMap((asset): AssetRequest[] => {
    if (asset.type === 'voice' && asset.line) return [{ type: 'voice', character: asset.name, text: asset.line, scene: sceneName }];
    if (asset.type === 'score') return [{ type: 'score', scene: sceneName }];
    return [];
  });
}

const reasonOf = (error: unknown) => (isApiError(error) ? serverMessage(error) : undefined) ?? (error instanceof Error ? error.message : undefined);

/**
 * The director's tools for one scene: validate, generate what is missing (only when something is),
 * render and archive. While one call runs, all four wait; a render's progress and video show here.
 * Only one scene renders at a time: while another scene's render is queued or running, Render
 * Scene waits and says so.
 */
export function SceneDirectorTools({ projectId, sceneId, sceneName }: { projectId: number; sceneId: number; sceneName: string }) {
  const validate = useValidateScene();
  const generate = useGenerateMissingAssets();
  const render = useRenderScene();
  const archive = useArchive();
  const toast = useToast();
  const [readiness, setReadiness] = useState<SceneReadiness | null>(null);
  const [archivePath, setArchivePath] = useState<string | null>(null);
  const [renderJobId, setRenderJobId] = useState<number | null>(null);
  // The render queued here, for its outcome (failed, or the video once complete).
  const renderJob = useJobs(projectId).data?.find((job) => job.id === renderJobId);
  const scenes = useScenes(projectId).data;
  // The scene's row says where its newest render is (job events carry progress, not results).
  const renderedPath = scenes?.find((scene) => scene.id === sceneId)?.renderedPath;
  const activeRenders = useActiveSceneRenders(projectId);
  const renderingFirst = scenesRenderingBefore(activeRenders, sceneId).map(
    (id) => scenes?.find((scene) => scene.id === id)?.name ?? 'Another scene',
  );
  // This scene's queued or running render, wherever it was queued from, with its live progress.
  const activeRender = activeRenders.get(sceneId) ?? (renderJob && isActiveJob(renderJob) ? renderJob : undefined);
  const rendering = activeRender !== undefined;
  const turnNote = !rendering && renderingFirst.length > 0 ? renderTurnNote(renderingFirst) : undefined;
  const turnNoteId = useId();
  const busy = validate.isPending || generate.isPending || render.isPending || archive.isPending;
  const requests = readiness ? missingAssetRequests(sceneName, readiness.missingAssets) : [];

  const runValidate = () =>
    validate.mutate(sceneId, {
      onSuccess: setReadiness,
      onError: (error) => toast.error('Validation Failed', reasonOf(error) ?? 'Could not validate scene'),
    });
  const runGenerate = () =>
    generate.mutate(
      { projectId, assetRequests: requests },
      {
        onSuccess: (result) => {
          if (!result.success) toast.error('Generation Failed', result.message);
        },
        onError: (error) => toast.error('Generation Failed', reasonOf(error) ?? 'Could not generate assets'),
      },
    );
  const runRender = () =>
    render.mutate(
      { scene: { id: sceneId, projectId } },
      {
        onSuccess: (job) => setRenderJobId(job.id),
        onError: (error) => toast.error('Rendering Failed', reasonOf(error)),
      },
    );
  const runArchive = () =>
    archive.mutate(
      { sceneId },
      {
        onSuccess: (result) => setArchivePath(result.archivePath),
        onError: (error) => toast.error('Archiving Failed', reasonOf(error)),
      },
    );

  return (
    <Stack spacing={1} aria-label={`Director tools for ${sceneName}`}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={runValidate} disabled={busy}>
          Validate Scene
        </Button>
        <Button size="small" variant="outlined" onClick={runGenerate} disabled={busy || requests.length === 0}>
          {generate.isPending ? 'Generating...' : 'Generate Missing Assets'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={runRender}
          disabled={busy || rendering || turnNote !== undefined}
          aria-describedby={turnNote ? turnNoteId : undefined}
        >
          {rendering ? 'Rendering...' : 'Render Scene'}
        </Button>
        <Button size="small" variant="outlined" onClick={runArchive} disabled={busy}>
          Archive Scene
        </Button>
      </Box>
      {turnNote && (
        <Typography id={turnNoteId} variant="caption" color="text.secondary">
          {turnNote}
        </Typography>
      )}
      {readiness && <ReadinessAlert readiness={readiness} />}
      {generate.data && <Alert severity={generate.data.success ? 'info' : 'error'}>{generate.data.message}</Alert>}
      {activeRender && <LinearProgress variant="determinate" value={activeRender.progress} aria-label={`Rendering ${sceneName}`} />}
      {renderJob?.state === 'failed' && <Alert severity="error">{`Rendering failed: ${renderJob.error ?? ''}`}</Alert>}
      {renderJob?.state === 'complete' && renderedPath && (
        <Box component="video" src={renderedPath} controls aria-label={`Rendered ${sceneName}`} sx={{ width: '100%', maxWidth: 640, borderRadius: 1 }} />
      )}
      {archivePath && (
        <Link href={archivePath} download>
          Download archive
        </Link>
      )}
    </Stack>
  );
}
