import { createTheme } from '@mui/material/styles';

/**
 * Light by default (docs/product-rules.md#screens). Tooltip delays (docs/product-rules.md#limits)
 * live in @studio/ui/tooltip, which every screen uses instead of MUI's Tooltip.
 */
export const theme = createTheme({
  palette: { mode: 'light' },
});
