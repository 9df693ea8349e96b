import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { MenuIcon, NotificationsIcon } from '../../../components/icons';
import { useCurrentProject } from '../../../hooks/current-project';
import { PRODUCT_TITLE } from '../../auth/components/password-gate';

export interface TopBarProps {
  onToggleSidebar: () => void;
  /** Width the permanent sidebar takes on medium screens and up (0 when hidden). */
  sidebarWidth: number;
}

/** SPEC 2: 'Project: {name}' or the product title, 'Render Project', notifications, the menu icon. */
export function TopBar({ onToggleSidebar, sidebarWidth }: TopBarProps) {
  const { project } = useCurrentProject();
  const navigate = useNavigate();
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
          <Button variant="contained" onClick={() => navigate('/scene-rendering')}>
            Render Project
          </Button>
          <Tooltip title="Notifications">
            <IconButton aria-label="Notifications">
              <NotificationsIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
