import { Box, Stack, Typography } from '@mui/material';
import { useServiceStatus } from '@studio/api-client/status';
import { AI_SERVICES } from '@studio/ui/ai-services';
import { Tooltip } from '@studio/ui/tooltip';

/** A green or red dot per AI service; grey while the status loads. */
export function ServiceStatusDots() {
  const status = useServiceStatus();
  return (
    <Stack direction="row" spacing={2} aria-label="AI service status">
      {AI_SERVICES.map((service) => {
        const connected = status.data?.[service.key];
        const state = connected === undefined ? 'unknown' : connected ? 'Connected' : 'Not connected';
        return (
          <Tooltip key={service.key} title={`${service.name}: ${state}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                role="img"
                aria-label={`${service.name}: ${state}`}
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: connected === undefined ? 'grey.400' : connected ? 'success.main' : 'error.main',
                }}
              />
              <Typography variant="caption">{service.name}</Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
