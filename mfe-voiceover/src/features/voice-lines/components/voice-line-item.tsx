import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { AudioPlayer } from '@studio/ui/audio-player';
import { type EditDeleteActions, EditDeleteButtons } from '@studio/ui/edit-delete-buttons';
import { VoiceoverStatusBadge } from '@studio/ui/status-badge';

export interface VoiceLineItemProps extends EditDeleteActions {
  line: VoiceLine;
  characterName?: string;
  sceneName?: string;
}

/** Initial, character, scene, 'Generated'/'Pending', the quoted text, and Play when there is audio. */
export function VoiceLineItem({ line, characterName, sceneName, onEdit, onDelete }: VoiceLineItemProps) {
  const speaker = characterName ?? 'Unknown Character';
  return (
    <Paper component="article" aria-label={`${speaker}: ${line.text}`} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar aria-hidden>{speaker.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{speaker}</Typography>
          <Typography variant="body2" color="text.secondary">
            {line.sceneId !== null && sceneName ? `Scene: ${sceneName}` : 'Unassigned'}
          </Typography>
        </Box>
        <VoiceoverStatusBadge status={line.status} />
      </Box>
      <Typography sx={{ my: 1, fontStyle: 'italic' }}>{`"${line.text}"`}</Typography>
      <AudioPlayer src={line.filePath} label={`voice line of ${speaker}`} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Paper>
  );
}
