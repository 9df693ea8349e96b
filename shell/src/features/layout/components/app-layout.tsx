import { Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useLiveComposition } from '../hooks/use-live-composition';
import { CompositionBanners } from './composition-banners';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_WIDTH = 260;

/**
 * Sidebar (permanent from md up, a drawer below), top bar and the routed screen. Mounted only
 * while logged in, so it holds the one live-updates stream of the session, and reads at start the
 * composition the page's remotes come from, to show its preview and offer a newer one as a reload.
 */
export function AppLayout() {
  const { preview, updateAvailable } = useLiveComposition(useQueryClient());
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const [wideOpen, setWideOpen] = useState(true);
  const sidebarOpen = isWide ? wideOpen : mobileOpen;
  const toggleSidebar = () => (isWide ? setWideOpen((open) => !open) : setMobileOpen((open) => !open));
  const sidebarWidth = isWide && wideOpen ? SIDEBAR_WIDTH : 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleSidebar={toggleSidebar} sidebarWidth={sidebarWidth} />
      <Drawer
        variant={isWide ? 'persistent' : 'temporary'}
        open={sidebarOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: sidebarWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Sidebar onNavigate={() => setMobileOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <CompositionBanners preview={preview} updateAvailable={updateAvailable} />
        <Outlet />
      </Box>
    </Box>
  );
}
