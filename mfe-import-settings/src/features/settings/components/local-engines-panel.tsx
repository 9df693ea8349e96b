import { Box, Chip, Grid, Typography } from '@mui/material';
import { useServiceStatus } from '@studio/api-client/status';
import type { LocalEnginesStatus } from '@studio/contracts/status';
import { SectionTitle } from '@studio/ui/section-title';

const LOCAL_ENGINES: { key: keyof LocalEnginesStatus; name: string; engine: string }[] = [
  { key: 'voice', name: 'Offline Voice', engine: 'eSpeak-NG' },
  { key: 'music', name: 'Offline Music', engine: 'Built-in synthesizer' },
  { key: 'models', name: 'Offline 3D Models', engine: 'Procedural glTF builder' },
];

/** The engines that generate on this server without any key; shown once the status has loaded. */
export function LocalEnginesPanel() {
  const status = useServiceStatus();
  if (!status.data) return null;
  const local = status.data.local;
  return (
    <Box component="section" aria-label="Local Engines">
      <SectionTitle title="Local Engines" />
      <Grid container spacing={2}>
        {LOCAL_ENGINES.map((engine) => (
          <Grid key={engine.key} size={{ xs: 12, md: 4 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {engine.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {engine.engine}
                </Typography>
              </Box>
              <Chip
                size="small"
                variant="outlined"
                color={local[engine.key] ? 'success' : 'error'}
                label={local[engine.key] ? 'Available' : 'Unavailable'}
              />
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
