import { Grid, Paper, Typography } from '@mui/material';
import type { ProjectOverview } from '@studio/contracts/overview';
import { pluralWord } from '@studio/ui/plural';

/** Counts of what the project's scenes are made of. */
export function RenderSummary({ overview }: { overview: ProjectOverview }) {
  const counts = [
    [{ one: 'Character', other: 'Characters' }, overview.characters.length],
    [{ one: 'Set', other: 'Sets' }, overview.sets.length],
    [{ one: 'Music Track', other: 'Music Tracks' }, overview.music.length],
    [{ one: 'Voice Line', other: 'Voice Lines' }, overview.voiceLines.length],
  ] as const;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {counts.map(([forms, count]) => ({ label: pluralWord(count, forms), count })).map(({ label, count }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }} aria-label={`${label}: ${count}`}>
            <Typography variant="h5" component="p">
              {count}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
