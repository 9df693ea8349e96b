import { Box, Button } from '@mui/material';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { Link } from 'react-router-dom';
import { SetGrid } from '../features/sets/components/set-grid';

/** The project page's Sets tab. */
export function ProjectSets({ projectId }: RemoteScreenProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={Link} to="/set-builder">
          Add Set
        </Button>
      </Box>
      <SetGrid projectId={projectId} emptyMessage="No sets found in this project." />
    </>
  );
}
