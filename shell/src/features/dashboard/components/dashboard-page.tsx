import { Box, Grid, Tab, Tabs } from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { NoProject } from '../../../components/no-project';
import { SCENE_MAP_COLUMNS, SceneMapTable } from '../../../components/scene-map-table';
import { TablePanel } from '../../../components/table-panel';
import { useCurrentProject } from '../../../hooks/current-project';
import { AiServicesStatus } from './ai-services-status';
import { AvailableModules } from './available-modules';
import { SceneOverviewCard } from './scene-overview-card';
import { VOICE_LINE_COLUMNS, VoiceLinesPanel } from './voice-lines-panel';

function ProjectDashboard({ projectId }: { projectId: number }) {
  // Overview, scenes and status load in parallel: each panel starts its own query on mount.
  const overview = useProjectOverview(projectId);
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <SceneOverviewCard overview={overview} />
      </Grid>
      <Grid size={12}>
        <SceneMapTable projectId={projectId} />
      </Grid>
      <Grid size={12}>
        <AvailableModules overview={overview} />
      </Grid>
      <Grid size={12}>
        <AiServicesStatus />
      </Grid>
      <Grid size={12}>
        <VoiceLinesPanel projectId={projectId} />
      </Grid>
    </Grid>
  );
}

/**
 * The dashboard's panels with their placeholders while the project list loads (the current project
 * is not known yet), instead of a blank page; the AI services do not depend on it and load at once.
 */
function DashboardSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" data-testid="dashboard-skeleton">
      <Grid size={12}>
        <SceneOverviewCard overview={undefined} />
      </Grid>
      <Grid size={12}>
        <TablePanel title="Scene Map" toolbar={null} columns={SCENE_MAP_COLUMNS} loading emptyText={null}>
          {null}
        </TablePanel>
      </Grid>
      <Grid size={12}>
        <AvailableModules overview={undefined} />
      </Grid>
      <Grid size={12}>
        <AiServicesStatus />
      </Grid>
      <Grid size={12}>
        <TablePanel title="Voice Lines" toolbar={null} columns={VOICE_LINE_COLUMNS} loading emptyText={null}>
          {null}
        </TablePanel>
      </Grid>
    </Grid>
  );
}

/** docs/product-rules.md#screens: the dashboard, on the current project (chosen in the sidebar or these tabs, docs/architecture.md). */
export function DashboardPage() {
  const { project, projects, isLoading, selectProject } = useCurrentProject();
  if (!isLoading && !project) return <NoProject />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {project && projects.length > 1 && (
        <Tabs
          value={project.id}
          onChange={(_event, projectId: number) => selectProject(projectId)}
          variant="scrollable"
          aria-label="Projects"
        >
          {projects.map((candidate) => (
            <Tab key={candidate.id} value={candidate.id} label={candidate.name} />
          ))}
        </Tabs>
      )}
      {project ? <ProjectDashboard key={project.id} projectId={project.id} /> : <DashboardSkeleton />}
    </Box>
  );
}
