import { Avatar, Box, ButtonBase, Menu, MenuItem, Typography } from '@mui/material';
import { useLogout } from '@studio/api-client/auth';
import { useState } from 'react';

/** docs/product-rules.md#screens: one generic 'Studio User'; Logout lives in this menu. */
export function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label="Profile menu"
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 1.5, p: 2, textAlign: 'left' }}
      >
        <Avatar sx={{ width: 36, height: 36 }}>S</Avatar>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Studio User
          </Typography>
          <Typography variant="caption" color="text.secondary">
            View profile
          </Typography>
        </Box>
      </ButtonBase>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
