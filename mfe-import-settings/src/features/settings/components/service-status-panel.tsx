import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useServiceStatus } from '@studio/api-client/status';
import { AI_SERVICES } from '@studio/ui/ai-services';
import { ConnectionBadge } from '@studio/ui/connection-badge';
import { ErrorAlert } from '@studio/ui/error-alert';
import { SectionTitle } from '@studio/ui/section-title';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { ServiceKeyButton } from './service-key-button';

/** The three AI services with whether a key is configured for each, and a button to add or update it. */
export function ServiceStatusPanel() {
  const status = useServiceStatus();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <SectionTitle title="AI Services" />
        <Button variant="outlined" onClick={() => void status.refetch()} disabled={status.isFetching}>
          Refresh Status
        </Button>
      </Box>
      {status.error ? (
        <ErrorAlert error={status.error} />
      ) : !status.data ? (
        <SkeletonGrid count={AI_SERVICES.length} label="Loading AI services" height={96} />
      ) : (
        <Grid container spacing={2}>
          {AI_SERVICES.map((service) => (
            <Grid key={service.key} size={{ xs: 12, md: 4 }}>
              <Card component="article" aria-label={service.name} variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {service.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    {service.provider}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <ConnectionBadge connected={status.data[service.key]} />
                    <ServiceKeyButton service={service} connected={status.data[service.key]} />
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
