import { Box, Typography } from '@mui/material';

/** A toast's title and description, as the spec's toasts pair them. */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" component="p">
        {description}
      </Typography>
    </Box>
  );
}
