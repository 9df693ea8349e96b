import { Box, Button, Card, CardActions, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import type { ProjectOverview } from '@studio/contracts/overview';
import { moduleSummaries } from '@studio/ui/module-progress';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/**
 * docs/product-rules.md#screens and docs/product-rules.md#states: the five module cards with their
 * progress text and percent bar. `overview` is undefined while the current project is not known yet.
 */
export function AvailableModules({ overview }: { overview: UseQueryResult<ProjectOverview> | undefined }) {
  return (
    <Box component="section" aria-labelledby="available-modules-title">
      <Typography id="available-modules-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Available Modules
      </Typography>
      {(!overview || overview.isPending) && <SkeletonGrid count={SKELETON_COUNTS.dashboardModules} label="Loading modules" />}
      {overview?.isError && <Typography color="error">{overview.error.message}</Typography>}
      {overview?.data && (
        <Grid container spacing={2}>
          {moduleSummaries(overview.data).map((summary) => (
            <Grid key={summary.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={summary.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {summary.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {summary.description}
                  </Typography>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                    <Typography variant="body2">{summary.progressText}</Typography>
                    <Typography variant="body2">{`${summary.percentComplete}%`}</Typography>
                  </Box>
                  <LinearProgress variant="determinate" value={summary.percentComplete} aria-label={`${summary.name} progress`} />
                </CardContent>
                <CardActions>
                  <Button component={Link} to={summary.path}>
                    Open Module
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
