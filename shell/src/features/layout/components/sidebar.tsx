import { Box, Divider, List, ListItemButton, ListItemText, ListSubheader, Toolbar, Typography } from '@mui/material';
import { NavLink } from 'react-router-dom';
import { MODULE_ROUTES } from '../../../app/module-routes';
import { useCurrentProject } from '../../../hooks/current-project';
import { ProfileMenu } from './profile-menu';

interface SidebarLinkProps {
  to: string;
  label: string;
  end?: boolean;
  onClick?: () => void;
}

function SidebarLink({ to, label, end = false, onClick }: SidebarLinkProps) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end={end}
      onClick={onClick}
      sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

/**
 * docs/product-rules.md#screens: Dashboard, the seven module routes, then the studio's tools (import,
 * settings, the Pirate Template, the Platform page) in a group of their own, one link per project, 'New Project...', the profile stub.
 */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { projects } = useCurrentProject();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          My Movie AI
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        <List dense>
          <SidebarLink to="/" label="Dashboard" end onClick={onNavigate} />
          {MODULE_ROUTES.filter((route) => route.inSidebar).map((route) => (
            <SidebarLink key={route.path} to={route.path} label={route.label} onClick={onNavigate} />
          ))}
        </List>
        <Divider />
        <List dense subheader={<ListSubheader component="p">Studio Tools</ListSubheader>}>
          {MODULE_ROUTES.filter((route) => !route.inSidebar).map((route) => (
            <SidebarLink key={route.path} to={route.path} label={route.label} onClick={onNavigate} />
          ))}
          {/* The shell's own page: it works while a remote is broken, which is when it is needed. */}
          <SidebarLink to="/platform" label="Platform" onClick={onNavigate} />
        </List>
        <Divider />
        <List dense subheader={<ListSubheader component="p">Projects</ListSubheader>}>
          {projects.map((project) => (
            <SidebarLink
              key={project.id}
              to={`/projects/${project.id}`}
              label={project.name}
              onClick={onNavigate}
            />
          ))}
          <SidebarLink to="/new-project" label="New Project..." onClick={onNavigate} />
        </List>
      </Box>
      <Divider />
      <ProfileMenu />
    </Box>
  );
}
