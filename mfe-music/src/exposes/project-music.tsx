import { Box, Button } from '@mui/material';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { Link } from 'react-router-dom';
import { MusicGrid } from '../features/music/components/music-grid';

/** The project page's Music tab. */
export function ProjectMusic({ projectId }: RemoteScreenProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={Link} to="/music-composer">
          Add Music
        </Button>
      </Box>
      <MusicGrid projectId={projectId} emptyMessage="No music tracks found in this project." />
    </>
  );
}
