import { Box, Button, Stack } from '@mui/material';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { Link } from 'react-router-dom';
import { PirateProjectForm } from '../features/pirate-template/components/pirate-project-form';
import { ServiceStatusDots } from '../features/pirate-template/components/service-status-dots';

/** /pirate-template: a wizard that creates a whole pirate project. It starts a new project, so the current one is not used. */
export function PirateTemplate(_props: RemoteScreenProps) {
  return (
    <>
      <PageTitle title="Pirate Template" subtitle="Set sail with a ready-made pirate film project." />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3 }}>
        <ServiceStatusDots />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={Link} to="/voiceover">
            Voiceover
          </Button>
          <Button size="small" variant="outlined" component={Link} to="/set-builder">
            Set Builder
          </Button>
          <Button size="small" variant="outlined" component={Link} to="/music-composer">
            Music Composer
          </Button>
        </Stack>
      </Box>
      <PirateProjectForm />
    </>
  );
}
