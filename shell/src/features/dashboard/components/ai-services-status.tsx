import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useServiceStatus } from '@studio/api-client/status';
import type { AiServiceStatus } from '@studio/contracts/status';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';

const SERVICES: { key: keyof AiServiceStatus; name: string }[] = [
  { key: 'openai', name: 'Text & Music AI' },
  { key: 'meshy', name: '3D Model AI' },
  { key: 'elevenlabs', name: 'Voice AI' },
];

export const connectionLabel = (connected: boolean) => (connected ? 'Connected' : 'Not connected');

/** docs/product-rules.md#screens: three service cards, then the ready message once the status has loaded. */
export function AiServicesStatus() {
  const status = useServiceStatus();
  return (
    <Box component="section" aria-labelledby="ai-services-title">
      <Typography id="ai-services-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        AI Services Status
      </Typography>
      {status.isPending && <SkeletonGrid count={SKELETON_COUNTS.dashboardServices} label="Loading AI services" height={88} />}
      {status.isError && <Typography color="error">{status.error.message}</Typography>}
      {status.data && (
        <>
          <Grid container spacing={2}>
            {SERVICES.map((service) => {
              const connected = status.data[service.key];
              return (
                <Grid key={service.key} size={{ xs: 12, sm: 4 }}>
                  <Card variant="outlined" component="article" aria-label={service.name}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3">
                        {service.name}
                      </Typography>
                      <Typography sx={{ color: connected ? 'success.main' : 'error.main', fontWeight: 600 }}>
                        {connectionLabel(connected)}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
          <Typography sx={{ mt: 2 }}>Ahoy, Captain! Your AI treasure chest is ready!</Typography>
        </>
      )}
    </Box>
  );
}
