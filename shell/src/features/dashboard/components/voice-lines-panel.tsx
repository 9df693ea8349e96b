import { Button, TableCell, TableRow } from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { useScenes } from '@studio/api-client/scenes';
import { useSceneVoiceLines } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { RemoteDialogSlot } from '@studio/federation/remote-slot';
import { AudioPlayer } from '@studio/ui/audio-player';
import { DeleteVoiceLineDialog } from '@studio/ui/delete-voice-line-dialog';
import { SelectField } from '@studio/ui/select-field';
import { VoiceLineStatusBadge } from '@studio/ui/status-badge';
import { useCallback, useState } from 'react';
import { EditDeleteCell, TablePanel } from '../../../components/table-panel';
import { useShellToast } from '../../../hooks/use-notify';

export const VOICE_LINE_COLUMNS = ['Character', 'Line', 'Scene', 'Status', 'Preview', ''];

/** docs/product-rules.md#screens: Preview only for finished audio. */
export const canPreview = (line: Pick<VoiceLine, 'status' | 'filePath'>) => line.status === 'complete' && line.filePath !== null;

/** Generated files are stored under /media unless the path is already a URL. */
const mediaUrl = (filePath: string) => (/^(\/|https?:)/.test(filePath) ? filePath : `/media/${filePath}`);

/** Which line the voice line dialog is open on: a new one, or an existing one by id. */
type VoiceLineDialogTarget = { voiceLineId?: number } | null;

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
  const notify = useShellToast();

  const characterName = (characterId: number) =>
    overview.data?.characters.find((character) => character.id === characterId)?.name ?? 'Unknown Character';
  const sceneName = (id: number | null) => scenes.data?.find((scene) => scene.id === id)?.name ?? 'Unassigned';
  const isLoading = scenes.isPending || (sceneId !== undefined && lines.isPending);

  return (
    <>
      <TablePanel
        title="Voice Lines"
        toolbar={
          <>
            {scenes.data && scenes.data.length > 0 && (
              <SelectField
                label="Scene"
                value={sceneId ?? ''}
                options={scenes.data.map((scene) => ({ value: scene.id, label: scene.name }))}
                onChange={(value) => setChosenSceneId(Number(value))}
                size="small"
                fullWidth={false}
                sx={{ minWidth: 200 }}
              />
            )}
            <Button variant="outlined" onClick={() => setDialogTarget({})}>
              Add Voice Line
            </Button>
          </>
        }
        columns={VOICE_LINE_COLUMNS}
        loading={isLoading}
        error={lines.error?.message}
        emptyText={!isLoading && (sceneId === undefined || lines.data?.length === 0) ? 'No voice lines for this scene.' : null}
      >
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
            <EditDeleteCell onEdit={() => setDialogTarget({ voiceLineId: line.id })} onDelete={() => setLineToDelete(line)} />
          </TableRow>
        ))}
      </TablePanel>
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
      {lineToDelete && (
        <DeleteVoiceLineDialog projectId={projectId} line={lineToDelete} failureTitle="Error" toast={notify} onClose={() => setLineToDelete(null)} />
      )}
    </>
  );
}
