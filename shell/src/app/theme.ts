import { createTheme } from '@mui/material/styles';

/** Light by default (SPEC 2). Tooltips: 700 ms delay (SPEC 9). */
export const theme = createTheme({
  palette: { mode: 'light' },
  components: {
    MuiTooltip: {
      defaultProps: {
        enterDelay: 700,
        // SPEC 9's 300 ms skip delay: once a tooltip was just open, the next one opens at once.
        enterNextDelay: 0,
        leaveDelay: 0,
      },
    },
  },
});
