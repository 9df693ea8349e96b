import { Chip } from '@mui/material';

export type BadgeColor = 'success' | 'warning' | 'default';

export interface BadgeLook {
  label: string;
  color: BadgeColor;
}

/** docs/product-rules.md#states: scene status; unknown values are shown raw. */
export const sceneStatusLook = (status: string): BadgeLook => {
  switch (status) {
    case 'ready':
      return { label: 'Ready', color: 'success' };
    case 'in_progress':
      return { label: 'In Progress', color: 'warning' };
    case 'pending':
      return { label: 'Pending', color: 'default' };
    default:
      return { label: status, color: 'default' };
  }
};

/** docs/product-rules.md#states: voice line status as the dashboard shows it; unknown values are shown raw. */
export const voiceLineStatusLook = (status: string): BadgeLook => {
  switch (status) {
    case 'complete':
    case 'generated':
      return { label: 'Generated', color: 'success' };
    case 'in_progress':
      return { label: 'Processing', color: 'warning' };
    case 'pending':
      return { label: 'Pending', color: 'warning' };
    default:
      return { label: status, color: 'default' };
  }
};

/** docs/product-rules.md#states: on the Voiceover screen only complete reads 'Generated'. */
export const voiceoverStatusLook = (status: string): BadgeLook =>
  status === 'complete' ? { label: 'Generated', color: 'success' } : { label: 'Pending', color: 'warning' };

function StatusChip({ look }: { look: BadgeLook }) {
  return <Chip size="small" label={look.label} color={look.color} />;
}

export function SceneStatusBadge({ status }: { status: string }) {
  return <StatusChip look={sceneStatusLook(status)} />;
}

export function VoiceLineStatusBadge({ status }: { status: string }) {
  return <StatusChip look={voiceLineStatusLook(status)} />;
}

export function VoiceoverStatusBadge({ status }: { status: string }) {
  return <StatusChip look={voiceoverStatusLook(status)} />;
}
