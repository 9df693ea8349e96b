import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  title: string;
  subtitle?: string;
  /** Buttons on the title's right. */
  actions?: ReactNode;
}

/** The heading every module screen starts with; on a narrow screen its actions go under the title. */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
