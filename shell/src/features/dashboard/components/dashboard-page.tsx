import { Children, type ReactNode } from 'react';
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

/** The dashboard's panels, one per full-width row. */
function DashboardPanels({ children, ...busy }: { children: ReactNode[]; 'aria-busy'?: 'true'; 'data-testid'?: string }) {
  return (
    <Grid container spacing={3} {...busy}>
      {Children.map(children, (panel) => (
        <Grid size={12}>{panel}</Grid>
      ))}
    </Grid>
  );
}

function ProjectDashboard({ projectId }: { projectId: number }) {
  // Overview, scenes and status load in parallel: each panel starts its own query on mount.
  const overview = useProjectOverview(projectId);
  return (
    <DashboardPanels>
      <SceneOverviewCard overview={overview} />
      <SceneMapTable projectId={projectId} />
      <AvailableModules overview={overview} />
      <AiServicesStatus />
      <VoiceLinesPanel projectId={projectId} />
    </DashboardPanels>
  );
}

/**
 * The dashboard's panels with their placeholders while the project list loads (the current project
 * is not known yet), instead of a blank page; the AI services do not depend on it and load at once.
 */
function DashboardSkeleton() {
  return (
    <DashboardPanels aria-busy="true" data-testid="dashboard-skeleton">
      <SceneOverviewCard overview={undefined} />
      <TablePanel title="Scene Map" toolbar={null} columns={SCENE_MAP_COLUMNS} loading emptyText={null}>
        {null}
      </TablePanel>
      <AvailableModules overview={undefined} />
      <AiServicesStatus />
      <TablePanel title="Voice Lines" toolbar={null} columns={VOICE_LINE_COLUMNS} loading emptyText={null}>
        {null}
      </TablePanel>
    </DashboardPanels>
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
