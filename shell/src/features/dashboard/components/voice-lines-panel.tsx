import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { useScenes } from '@studio/api-client/scenes';
import { useDeleteVoiceLine, useSceneVoiceLines } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { RemoteDialogSlot } from '@studio/federation/remote-slot';
import { AudioPlayer } from '@studio/ui/audio-player';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SkeletonTableRows } from '@studio/ui/skeleton-table-rows';
import { VoiceLineStatusBadge } from '@studio/ui/status-badge';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../hooks/use-notify';

const COLUMNS = ['Character', 'Line', 'Scene', 'Status', 'Preview', ''];

/** docs/product-rules.md#screens: Preview only for finished audio. */
export const canPreview = (line: Pick<VoiceLine, 'status' | 'filePath'>) => line.status === 'complete' && line.filePath !== null;

/** Generated files are stored under /media unless the path is already a URL. */
const mediaUrl = (filePath: string) => (/^(\/|https?:)/.test(filePath) ? filePath : `/media/${filePath}`);

/** Which line the voice line dialog is open on: a new one, or an existing one by id. */
type VoiceLineDialogTarget = { voiceLineId?: number } | null;

/** Asks, then deletes the line; its scene's list refreshes (docs/product-rules.md#calls). */
function DeleteVoiceLineDialog({ projectId, line, onClose }: { projectId: number; line: VoiceLine; onClose: () => void }) {
  const deleteLine = useDeleteVoiceLine(projectId);
  const notify = useNotify();
  const confirm = () =>
    deleteLine.mutate(line, {
      onSuccess: () => {
        notify('Voice line deleted', 'Voice line has been removed from the project.', 'success');
        onClose();
      },
      onError: (error) => notify('Error', error.message, 'error'),
    });
  return (
    <ConfirmDialog
      open
      title="Delete voice line?"
      message={`"${line.text}" will be removed from the project.`}
      busy={deleteLine.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

/** docs/product-rules.md#screens: the voice lines of the selected scene (the first by default), with Add, Edit and Delete. */
export function VoiceLinesPanel({ projectId }: { projectId: number }) {
  const scenes = useScenes(projectId);
  const overview = useProjectOverview(projectId);
  const [chosenSceneId, setChosenSceneId] = useState<number | null>(null);
  const sceneId = scenes.data?.find((scene) => scene.id === chosenSceneId)?.id ?? scenes.data?.[0]?.id;
  const lines = useSceneVoiceLines(sceneId);
  // The voice line form is a dialog of the voiceover module, loaded only when opened.
  const [dialogTarget, setDialogTarget] = useState<VoiceLineDialogTarget>(null);
  const [lineToDelete, setLineToDelete] = useState<VoiceLine | null>(null);
  const closeDialog = useCallback(() => setDialogTarget(null), []);

  const characterName = (characterId: number) =>
    overview.data?.characters.find((character) => character.id === characterId)?.name ?? 'Unknown Character';
  const sceneName = (id: number | null) => scenes.data?.find((scene) => scene.id === id)?.name ?? 'Unassigned';
  const isLoading = scenes.isPending || (sceneId !== undefined && lines.isPending);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="voice-lines-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        <Typography id="voice-lines-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Voice Lines
        </Typography>
        {scenes.data && scenes.data.length > 0 && (
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id="voice-lines-scene-label">Scene</InputLabel>
            <Select
              labelId="voice-lines-scene-label"
              label="Scene"
              value={sceneId ?? ''}
              onChange={(event) => setChosenSceneId(Number(event.target.value))}
            >
              {scenes.data.map((scene) => (
                <MenuItem key={scene.id} value={scene.id}>
                  {scene.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <Button variant="outlined" onClick={() => setDialogTarget({})}>
          Add Voice Line
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="voice-lines-title">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading && <SkeletonTableRows count={SKELETON_COUNTS.dashboardTableRows} columns={COLUMNS.length} />}
            {lines.isError && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{lines.error.message}</TableCell>
              </TableRow>
            )}
            {!isLoading && (sceneId === undefined || lines.data?.length === 0) && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No voice lines for this scene.</TableCell>
              </TableRow>
            )}
            {lines.data?.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{characterName(line.characterId)}</TableCell>
                <TableCell>{line.text}</TableCell>
                <TableCell>{sceneName(line.sceneId)}</TableCell>
                <TableCell>
                  <VoiceLineStatusBadge status={line.status} />
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <AudioPlayer
                    src={canPreview(line) && line.filePath ? mediaUrl(line.filePath) : null}
                    label={`voice line of ${characterName(line.characterId)}`}
                    playText="Preview"
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setDialogTarget({ voiceLineId: line.id })}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setLineToDelete(line)}>
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RemoteDialogSlot
        remote="mfe_voiceover"
        module="VoiceLineDialog"
        props={{
          projectId,
          voiceLineId: dialogTarget?.voiceLineId,
          defaultSceneId: sceneId,
          open: dialogTarget !== null,
          onClose: closeDialog,
        }}
      />
      {lineToDelete && <DeleteVoiceLineDialog projectId={projectId} line={lineToDelete} onClose={() => setLineToDelete(null)} />}
    </Paper>
  );
}
