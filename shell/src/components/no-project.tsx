import { Button } from '@mui/material';
import { EmptyState } from '@studio/ui/empty-state';
import { Link } from 'react-router-dom';

/** Shown where a screen needs the current project and none exists yet. */
export function NoProject() {
  return (
    <EmptyState
      message="No project yet. Create one to start."
      action={
        <Button component={Link} to="/new-project" sx={{ mt: 2 }}>
          New Project...
        </Button>
      }
    />
  );
}
