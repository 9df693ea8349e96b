import { Box, Button } from '@mui/material';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { Link } from 'react-router-dom';
import { CharacterGrid } from '../features/characters/components/character-grid';

/** The project page's Characters tab. */
export function ProjectCharacters({ projectId }: RemoteScreenProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={Link} to="/character-builder">
          Add Character
        </Button>
      </Box>
      <CharacterGrid projectId={projectId} emptyMessage="No characters found in this project." />
    </>
  );
}
