import { Box, Card, CardContent, Chip, Grid, Skeleton, Typography } from '@mui/material';
import { musicStyleLabel } from '@studio/contracts/music';
import type { ProjectOverview } from '@studio/contracts/overview';
import { countOf } from '@studio/ui/plural';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SceneStatusBadge } from '@studio/ui/status-badge';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const voiceLineSummary = (overview: ProjectOverview) => {
  const count = overview.voiceLines.length;
  const speakers = new Set(overview.voiceLines.map((line) => line.characterId)).size;
  return `${countOf(count, { one: 'line', other: 'lines' })} from ${countOf(speakers, { one: 'character', other: 'characters' })}`;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      {children}
    </Grid>
  );
}

/**
 * docs/product-rules.md#screens: project name, characters, first set, first music style, voice
 * lines, a fixed badge. `overview` is undefined while the current project is not known yet.
 */
export function SceneOverviewCard({ overview }: { overview: UseQueryResult<ProjectOverview> | undefined }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="scene-overview-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="scene-overview-title" variant="h6" component="h2">
            Scene Overview
          </Typography>
          <SceneStatusBadge status="in_progress" />
        </Box>
        {(!overview || overview.isPending) && (
          <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading scene overview">
            {Array.from({ length: SKELETON_COUNTS.dashboardOverview }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="text" data-testid="skeleton" />
              </Grid>
            ))}
          </Grid>
        )}
        {overview?.isError && <Typography color="error">{overview.error.message}</Typography>}
        {overview?.data && (
          <Grid container spacing={2}>
            <Field label="Project">
              <Typography>{overview.data.project.name}</Typography>
            </Field>
            <Field label="Characters">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {overview.data.characters.map((character) => (
                  <Chip key={character.id} label={character.name} size="small" variant="outlined" />
                ))}
              </Box>
            </Field>
            <Field label="Set">
              <Typography>{overview.data.sets[0]?.name ?? 'No set assigned'}</Typography>
            </Field>
            <Field label="Music">
              <Typography>
                {overview.data.music[0] ? musicStyleLabel(overview.data.music[0].style) : 'No music assigned'}
              </Typography>
            </Field>
            <Field label="Voice Lines">
              <Typography>{voiceLineSummary(overview.data)}</Typography>
            </Field>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
