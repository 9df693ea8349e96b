import { Typography } from '@mui/material';

/** Heading of a block inside a screen ('Project Characters', 'Scene Assignments'). */
export function SectionTitle({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
      {title}
    </Typography>
  );
}
