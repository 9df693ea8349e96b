import { Box, Button } from '@mui/material';
import { useProjectVoiceLines } from '@studio/api-client/voice-lines';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { Link } from 'react-router-dom';
import { VoiceLineList } from '../features/voice-lines/components/voice-line-list';

/** The project page's Voice Lines tab: every line of the project. */
export function ProjectVoiceLines({ projectId }: RemoteScreenProps) {
  const lines = useProjectVoiceLines(projectId);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={Link} to="/voiceover">
          Add Voice Line
        </Button>
      </Box>
      <VoiceLineList projectId={projectId} lines={lines} emptyMessage="No voice lines found in this project." />
    </>
  );
}
