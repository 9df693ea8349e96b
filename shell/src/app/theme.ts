import { createTheme } from '@mui/material/styles';

/** Light by default (docs/product-rules.md#screens). Tooltips: 700 ms delay (docs/product-rules.md#limits). */
export const theme = createTheme({
  palette: { mode: 'light' },
  components: {
    MuiTooltip: {
      defaultProps: {
        enterDelay: 700,
        // docs/product-rules.md#limits: 300 ms skip delay: once a tooltip was just open, the next one opens at once.
        enterNextDelay: 0,
        leaveDelay: 0,
      },
    },
  },
});
