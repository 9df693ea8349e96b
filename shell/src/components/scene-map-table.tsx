import {
  Avatar,
  AvatarGroup,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { musicStyleLabel } from '@studio/contracts/music';
import { useDeleteScene, useScenes } from '@studio/api-client/scenes';
import type { Scene } from '@studio/contracts/scenes';
import { RemoteDialogSlot } from '@studio/federation/remote-slot';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SkeletonTableRows } from '@studio/ui/skeleton-table-rows';
import { SceneStatusBadge } from '@studio/ui/status-badge';
import { useCallback, useState } from 'react';
import { useNotify } from '../hooks/use-notify';

const COLUMNS = ['Scene', 'Characters', 'Set', 'Music', 'Voice Lines', 'Status', ''];

export const voiceLineCountText = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** Which scene the editor is open on: a new one, or an existing one by id. */
type SceneEditorTarget = { sceneId?: number } | null;

/** Asks, then deletes the scene; the scene views and its voice line lists refresh. */
function DeleteSceneDialog({ scene, onClose }: { scene: Scene; onClose: () => void }) {
  const deleteScene = useDeleteScene();
  const notify = useNotify();
  const confirm = () =>
    deleteScene.mutate(scene, {
      onSuccess: () => {
        notify('Scene deleted', `${scene.name} has been removed from the project.`, 'success');
        onClose();
      },
      onError: (error) => notify('Failed to delete scene.', error.message, 'error'),
    });
  return (
    <ConfirmDialog
      open
      title="Delete scene?"
      message={`"${scene.name}" and its character links will be removed from the project.`}
      busy={deleteScene.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

/** docs/product-rules.md#screens: the Scene Map table of the dashboard and of the project page. */
export function SceneMapTable({ projectId }: { projectId: number }) {
  const scenes = useScenes(projectId);
  const overview = useProjectOverview(projectId);
  // The scene editor is a dialog of the rendering module, loaded only when opened.
  const [editorTarget, setEditorTarget] = useState<SceneEditorTarget>(null);
  const [sceneToDelete, setSceneToDelete] = useState<Scene | null>(null);
  const closeEditor = useCallback(() => setEditorTarget(null), []);
  const setName = (setId: number | null) => overview.data?.sets.find((set) => set.id === setId)?.name ?? 'None';
  const musicStyle = (musicId: number | null) => {
    const track = overview.data?.music.find((candidate) => candidate.id === musicId);
    return track ? musicStyleLabel(track.style) : 'None';
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="scene-map-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id="scene-map-title" variant="h6" component="h2">
          Scene Map
        </Typography>
        <Button variant="outlined" onClick={() => setEditorTarget({})}>
          Add Scene
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="scene-map-title">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {scenes.isPending && <SkeletonTableRows count={SKELETON_COUNTS.dashboardTableRows} columns={COLUMNS.length} />}
            {scenes.isError && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{scenes.error.message}</TableCell>
              </TableRow>
            )}
            {scenes.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No scenes found in this project.</TableCell>
              </TableRow>
            )}
            {scenes.data?.map((scene) => (
              <TableRow key={scene.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {scene.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {scene.description}
                  </Typography>
                </TableCell>
                <TableCell>
                  <AvatarGroup max={4} sx={{ justifyContent: 'flex-end' }}>
                    {scene.characters.map((character) => (
                      <Avatar key={character.id} alt={character.name} title={character.name} sx={{ width: 28, height: 28, fontSize: 14 }}>
                        {character.name.charAt(0).toUpperCase()}
                      </Avatar>
                    ))}
                  </AvatarGroup>
                </TableCell>
                <TableCell>{setName(scene.setId)}</TableCell>
                <TableCell>{musicStyle(scene.musicId)}</TableCell>
                <TableCell>{voiceLineCountText(scene.voiceLineCount)}</TableCell>
                <TableCell>
                  <SceneStatusBadge status={scene.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditorTarget({ sceneId: scene.id })}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setSceneToDelete(scene)}>
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RemoteDialogSlot
        remote="mfe_rendering"
        module="SceneEditorDialog"
        props={{ projectId, sceneId: editorTarget?.sceneId, open: editorTarget !== null, onClose: closeEditor }}
      />
      {sceneToDelete && <DeleteSceneDialog scene={sceneToDelete} onClose={() => setSceneToDelete(null)} />}
    </Paper>
  );
}
