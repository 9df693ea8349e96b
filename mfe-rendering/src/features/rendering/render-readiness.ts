import type { RenderReadiness } from '@studio/api-client/render';

export const READINESS_LOOK: Record<RenderReadiness, { label: string; color: 'success' | 'warning' | 'info' | 'default' }> = {
  rendered: { label: 'Rendered', color: 'success' },
  outdated: { label: 'Rendered, out of date', color: 'warning' },
  ready: { label: 'Ready to Render', color: 'info' },
  not_ready: { label: 'Not Ready', color: 'default' },
};
