import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { renderQueueToasts, useRenderReadyScenes } from '@studio/api-client/render';
import { errorMessage } from '@studio/ui/error-message';
import { Tooltip } from '@studio/ui/tooltip';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../../../components/icons';
import { useCurrentProject } from '../../../hooks/current-project';
import { useNotify } from '../../../hooks/use-notify';
import { PRODUCT_TITLE } from '../../../components/product-title';
import { JobNotifications } from './job-notifications';

export interface TopBarProps {
  onToggleSidebar: () => void;
  /** Width the permanent sidebar takes on medium screens and up (0 when hidden). */
  sidebarWidth: number;
}

/**
 * 'Render Project': queues a render of every ready scene of the current project, says how many
 * went (or why none), and opens Scene Rendering, where their progress shows.
 */
function RenderProjectButton({ projectId }: { projectId: number | undefined }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const renderReady = useRenderReadyScenes();
  return (
    <Button
      variant="contained"
      disabled={projectId === undefined || renderReady.isPending}
      onClick={() =>
        projectId !== undefined &&
        renderReady.mutate({ projectId }, {
          onSuccess: (result) => {
            for (const toast of renderQueueToasts(result)) notify(toast.title, toast.description, toast.variant);
          },
          onError: (error) => notify('Failed to render scene.', errorMessage(error), 'error'),
          onSettled: () => navigate('/scene-rendering'),
        })
      }
    >
      Render Project
    </Button>
  );
}

/** docs/product-rules.md#screens: 'Project: {name}' or the product title, 'Render Project', notifications, the menu icon. */
export function TopBar({ onToggleSidebar, sidebarWidth }: TopBarProps) {
  const { project } = useCurrentProject();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', width: { md: `calc(100% - ${sidebarWidth}px)` }, ml: { md: `${sidebarWidth}px` } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Tooltip title="Toggle sidebar">
          <IconButton edge="start" aria-label="Toggle sidebar" onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="p" noWrap sx={{ flex: 1 }} data-testid="top-bar-title">
          {project ? `Project: ${project.name}` : PRODUCT_TITLE}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <RenderProjectButton projectId={project?.id} />
          <JobNotifications projectId={project?.id} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
