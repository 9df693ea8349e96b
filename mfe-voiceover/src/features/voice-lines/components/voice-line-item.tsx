import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { UpdateVoiceLine, VoiceLine } from '@studio/contracts/voice-lines';
import { AudioPlayer } from '@studio/ui/audio-player';
import { ACTION_OPTIONS, EMOTION_OPTIONS } from '@studio/ui/direction-labels';
import { DirectionSelect } from '@studio/ui/direction-select';
import { type EditDeleteActions, EditDeleteButtons } from '@studio/ui/edit-delete-buttons';
import { VoiceoverStatusBadge } from '@studio/ui/status-badge';

export interface VoiceLineItemProps extends EditDeleteActions {
  line: VoiceLine;
  characterName?: string;
  sceneName?: string;
  /** Saves the line's emotion or action (null: automatic again). */
  onDirectionChange: (changes: Pick<UpdateVoiceLine, 'emotion' | 'action'>) => void;
}

/** Initial, character, scene, 'Generated'/'Pending', the quoted text, Play when there is audio, and its emotion and action. */
export function VoiceLineItem({ line, characterName, sceneName, onEdit, onDelete, onDirectionChange }: VoiceLineItemProps) {
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        <DirectionSelect
          label="Emotion"
          value={line.emotion ?? ''}
          automaticLabel="Automatic"
          options={EMOTION_OPTIONS}
          onChange={(emotion) => onDirectionChange({ emotion: emotion === '' ? null : (emotion as VoiceLine['emotion']) })}
        />
        <DirectionSelect
          label="Action"
          value={line.action ?? ''}
          automaticLabel="Automatic"
          options={ACTION_OPTIONS}
          onChange={(action) => onDirectionChange({ action: action === '' ? null : (action as VoiceLine['action']) })}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Paper>
  );
}
