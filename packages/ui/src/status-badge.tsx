import { Chip } from '@mui/material';
import { yellow } from '@mui/material/colors';

/** The product's three badge colours: green, yellow, gray (docs/product-rules.md#states). */
export type BadgeColor = 'success' | 'yellow' | 'default';

export interface BadgeLook {
  label: string;
  color: BadgeColor;
}

/** A status's look from a table of the known ones; an unknown status is shown raw, in gray. */
const lookUp =
  (looks: Readonly<Record<string, BadgeLook>>) =>
  (status: string): BadgeLook =>
    Object.hasOwn(looks, status) ? looks[status] : { label: status, color: 'default' };

const GENERATED: BadgeLook = { label: 'Generated', color: 'success' };

const sceneStatusLooks = lookUp({
  ready: { label: 'Ready', color: 'success' },
  in_progress: { label: 'In Progress', color: 'yellow' },
  pending: { label: 'Pending', color: 'default' },
});

/**
 * docs/product-rules.md#states: scene status; a scene whose content changed since its render
 * (renderOutdated) says so, unless it is rendering again.
 */
export const sceneStatusLook = (status: string, renderOutdated = false): BadgeLook =>
  renderOutdated && status !== 'in_progress' ? { label: 'Rendered, out of date', color: 'yellow' } : sceneStatusLooks(status);

/** docs/product-rules.md#states: voice line status as the dashboard shows it. */
export const voiceLineStatusLook = lookUp({
  complete: GENERATED,
  generated: GENERATED,
  in_progress: { label: 'Processing', color: 'yellow' },
  pending: { label: 'Pending', color: 'yellow' },
});

/** docs/product-rules.md#states: on the Voiceover screen only complete reads 'Generated'. */
export const voiceoverStatusLook = (status: string): BadgeLook =>
  status === 'complete' ? GENERATED : { label: 'Pending', color: 'yellow' };

/** MUI's 'warning' is orange; the yellow badge is drawn with the palette's yellow and dark text. */
const YELLOW_CHIP = { bgcolor: yellow[600], color: 'rgba(0, 0, 0, 0.87)' } as const;

function StatusChip({ look }: { look: BadgeLook }) {
  return look.color === 'yellow' ? (
    <Chip size="small" label={look.label} sx={YELLOW_CHIP} />
  ) : (
    <Chip size="small" label={look.label} color={look.color} />
  );
}

export function SceneStatusBadge({ status, renderOutdated = false }: { status: string; renderOutdated?: boolean }) {
  return <StatusChip look={sceneStatusLook(status, renderOutdated)} />;
}

export function VoiceLineStatusBadge({ status }: { status: string }) {
  return <StatusChip look={voiceLineStatusLook(status)} />;
}

export function VoiceoverStatusBadge({ status }: { status: string }) {
  return <StatusChip look={voiceoverStatusLook(status)} />;
}
