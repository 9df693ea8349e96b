import { createTheme } from '@mui/material/styles';

/**
 * Light by default (docs/product-rules.md#screens). Tooltip delays (docs/product-rules.md#limits)
 * live in @studio/ui/tooltip, which every screen uses instead of MUI's Tooltip. From 360 px up
 * (every screen and remote renders in this theme): a button's label stays on one line, and a table
 * too wide for its container scrolls sideways instead of wrapping its cells word by word.
 */
export const theme = createTheme({
  palette: { mode: 'light' },
  components: {
    MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } } },
    MuiTable: { styleOverrides: { root: { minWidth: 640 } } },
  },
});
