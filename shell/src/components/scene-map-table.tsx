import { Avatar, AvatarGroup, Button, Link, TableCell, TableRow, Typography } from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { musicStyleLabel } from '@studio/contracts/music';
import { useDeleteScene, useScenes } from '@studio/api-client/scenes';
import type { Scene } from '@studio/contracts/scenes';
import { storyboardPath } from '@studio/federation/remote-modules';
import { RemoteDialogSlot } from '@studio/federation/remote-slot';
import { ConfirmDeleteDialog } from '@studio/ui/confirm-delete-dialog';
import { countOf } from '@studio/ui/plural';
import { SceneStatusBadge } from '@studio/ui/status-badge';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShellToast } from '../hooks/use-notify';
import { EditDeleteCell, TablePanel } from './table-panel';

export const SCENE_MAP_COLUMNS = ['Scene', 'Characters', 'Set', 'Music', 'Voice Lines', 'Status', ''];

export const voiceLineCountText = (count: number) => countOf(count, { one: 'line', other: 'lines' });

/** Which scene the editor is open on: a new one, or an existing one by id. */
type SceneEditorTarget = { sceneId?: number } | null;

/** Asks, then deletes the scene; the scene views and its voice line lists refresh. */
function DeleteSceneDialog({ scene, onClose }: { scene: Scene; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      target={scene}
      mutation={useDeleteScene()}
      title="Delete scene?"
      message={`"${scene.name}" and its character links will be removed from the project.`}
      deletedToast={{ title: 'Scene deleted', description: `${scene.name} has been removed from the project.` }}
      failureTitle="Failed to delete scene."
      toast={useShellToast()}
      onClose={onClose}
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
    <>
      <TablePanel
        title="Scene Map"
        toolbar={
          <Button variant="outlined" onClick={() => setEditorTarget({})}>
            Add Scene
          </Button>
        }
        columns={SCENE_MAP_COLUMNS}
        loading={scenes.isPending}
        error={scenes.error?.message}
        emptyText={scenes.data?.length === 0 ? 'No scenes found in this project.' : null}
      >
        {scenes.data?.map((scene) => (
          <TableRow key={scene.id}>
            <TableCell>
              {/* Names and short values on one line; on a narrow screen the table scrolls sideways. */}
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {scene.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minWidth: 200 }}>
                {scene.description}
              </Typography>
              <Link component={RouterLink} to={storyboardPath(scene.id)} variant="body2" aria-label={`Storyboard of ${scene.name}`}>
                Storyboard
              </Link>
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{setName(scene.setId)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{musicStyle(scene.musicId)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{voiceLineCountText(scene.voiceLineCount)}</TableCell>
            <TableCell>
              <SceneStatusBadge status={scene.status} renderOutdated={scene.renderOutdated} />
            </TableCell>
            <EditDeleteCell onEdit={() => setEditorTarget({ sceneId: scene.id })} onDelete={() => setSceneToDelete(scene)} />
          </TableRow>
        ))}
      </TablePanel>
      <RemoteDialogSlot
        remote="mfe_rendering"
        module="SceneEditorDialog"
        props={{ projectId, sceneId: editorTarget?.sceneId, open: editorTarget !== null, onClose: closeEditor }}
      />
      {sceneToDelete && <DeleteSceneDialog scene={sceneToDelete} onClose={() => setSceneToDelete(null)} />}
    </>
  );
}
