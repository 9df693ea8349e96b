import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ProjectTabPanelProps {
  /** The button above the list that leads to where items are made ('Add Character'). */
  addLabel: string;
  addPath: string;
  children: ReactNode;
}

/** A project page tab of a remote: an 'Add …' link to its builder screen, then the list. */
export function ProjectTabPanel({ addLabel, addPath, children }: ProjectTabPanelProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={Link} to={addPath}>
          {addLabel}
        </Button>
      </Box>
      {children}
    </>
  );
}
