import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EntityCardProps {
  title: string;
  /** One text line each, under the title. */
  lines?: ReactNode[];
  /** Extra content such as a badge, a player or a preview. */
  children?: ReactNode;
  /** Edit and Delete are shown only when they do something. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** More buttons for the card's actions row, after Edit and Delete. */
  actions?: ReactNode;
}

/** A character, set or music track card: title, detail lines, Edit, Delete and any further actions. */
export function EntityCard({ title, lines = [], children, onEdit, onDelete, actions }: EntityCardProps) {
  return (
    <Card component="article" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {lines.map((line, index) => (
          <Typography key={index} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        {children}
      </CardContent>
      {(onEdit || onDelete || actions) && (
        <CardActions>
          {onEdit && (
            <Button size="small" onClick={onEdit}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button size="small" color="error" onClick={onDelete}>
              Delete
            </Button>
          )}
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
