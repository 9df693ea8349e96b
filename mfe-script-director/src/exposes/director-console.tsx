import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useProjects } from '@studio/api-client/projects';
import { sameName } from '@studio/contracts/names';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { DirectorTaskForm } from '../features/director/components/director-task-form';
import { RenderFilmPanel } from '../features/director/components/render-film-panel';
import { DIRECTOR_TASKS, type DirectorTask, SAMPLE_INPUTS } from '../features/director/director-inputs';

/**
 * /director-console: run the director's tasks one at a time. The project named in the console
 * is the one every tab and the Film panel work on (the app's current project is only the
 * fallback while the name is still being typed or names none).
 */
export function DirectorConsole({ projectId }: RemoteScreenProps) {
  const [task, setTask] = useState<DirectorTask>('analysis');
  const [projectName, setProjectName] = useState(SAMPLE_INPUTS.projectName);
  const projects = useProjects().data;
  const chosen = projects?.find((project) => sameName(project.name, projectName));
  return (
    <>
      <PageTitle title="Director Console" subtitle="Analyze scripts, validate and generate assets, render and archive scenes." />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={task} onChange={(_event, value: DirectorTask) => setTask(value)} variant="scrollable">
            {DIRECTOR_TASKS.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} />
            ))}
          </Tabs>
        </Box>
        <DirectorTaskForm key={task} task={task} projectName={projectName} projectId={chosen?.id} onProjectNameChange={setProjectName} />
      </Paper>
      <Box sx={{ mt: 3 }}>
        <RenderFilmPanel
          projectId={chosen?.id ?? projectId}
          projectName={chosen?.name ?? projects?.find((project) => project.id === projectId)?.name}
        />
      </Box>
    </>
  );
}
