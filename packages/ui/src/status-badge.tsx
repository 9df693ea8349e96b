import { Chip } from '@mui/material';
import { yellow } from '@mui/material/colors';

/** The product's three badge colours: green, yellow, gray (docs/product-rules.md#states). */
export type BadgeColor = 'success' | 'yellow' | 'default';

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
      return { label: 'In Progress', color: 'yellow' };
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
      return { label: 'Processing', color: 'yellow' };
    case 'pending':
      return { label: 'Pending', color: 'yellow' };
    default:
      return { label: status, color: 'default' };
  }
};

/** docs/product-rules.md#states: on the Voiceover screen only complete reads 'Generated'. */
export const voiceoverStatusLook = (status: string): BadgeLook =>
  status === 'complete' ? { label: 'Generated', color: 'success' } : { label: 'Pending', color: 'yellow' };

/** MUI's 'warning' is orange; the yellow badge is drawn with the palette's yellow and dark text. */
const YELLOW_CHIP = { bgcolor: yellow[600], color: 'rgba(0, 0, 0, 0.87)' } as const;

function StatusChip({ look }: { look: BadgeLook }) {
  return look.color === 'yellow' ? (
    <Chip size="small" label={look.label} sx={YELLOW_CHIP} />
  ) : (
    <Chip size="small" label={look.label} color={look.color} />
  );
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
