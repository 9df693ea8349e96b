import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRemoveServiceKey, useServiceKeys, useTestServiceKeys } from '@studio/api-client/settings';
import { useServiceStatus } from '@studio/api-client/status';
import type { ServiceKeyStatus } from '@studio/contracts/settings';
import type { ActiveEngines, AiServiceStatus } from '@studio/contracts/status';
import { AI_SERVICES } from '@studio/ui/ai-services';
import { ConnectionBadge } from '@studio/ui/connection-badge';
import { ErrorAlert } from '@studio/ui/error-alert';
import { SectionTitle } from '@studio/ui/section-title';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { ServiceKeyButton } from './service-key-button';

/** The kind of generation each service's key switches to the cloud, as GET /api/status names its engine. */
const ENGINE_OF: Record<keyof AiServiceStatus, { kind: keyof ActiveEngines; label: string }> = {
  openai: { kind: 'music', label: 'Music engine' },
  meshy: { kind: 'models', label: '3D model engine' },
  elevenlabs: { kind: 'voice', label: 'Voice engine' },
};

/** Where the key comes from, why its last test failed, and 'Remove Key' for a stored one. */
function KeyDetails({ entry, removing, onRemove }: { entry: ServiceKeyStatus | undefined; removing: boolean; onRemove: () => void }) {
  if (!entry?.source) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {entry.source === 'stored' ? 'Key stored in Settings' : "Key from the server's environment"}
      </Typography>
      {entry.lastTest && !entry.lastTest.ok && (
        <Typography variant="body2" color="error" role="status">
          {entry.lastTest.reason}
        </Typography>
      )}
      {entry.source === 'stored' && (
        <Button size="small" color="error" onClick={onRemove} disabled={removing} sx={{ mt: 1 }}>
          Remove Key
        </Button>
      )}
    </Box>
  );
}

/** The three AI services with whether a key is configured for each, and a button to add or update it. */
export function ServiceStatusPanel() {
  const status = useServiceStatus();
  const keys = useServiceKeys();
  const testKeys = useTestServiceKeys();
  const removeKey = useRemoveServiceKey();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <SectionTitle title="AI Services" />
        <Button variant="outlined" onClick={() => testKeys.mutate()} disabled={status.isFetching || testKeys.isPending}>
          {testKeys.isPending ? 'Testing...' : 'Refresh Status'}
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
                  <Typography variant="body2" gutterBottom>
                    {`${ENGINE_OF[service.key].label}: ${status.data.engines[ENGINE_OF[service.key].kind]}`}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <ConnectionBadge connected={status.data[service.key]} />
                    <ServiceKeyButton service={service} connected={status.data[service.key]} />
                  </Box>
                  <KeyDetails
                    entry={keys.data?.find((entry) => entry.service === service.key)}
                    removing={removeKey.isPending}
                    onRemove={() => removeKey.mutate(service.key)}
                  />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
