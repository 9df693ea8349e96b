import { Tooltip as MuiTooltip, type TooltipProps as MuiTooltipProps } from '@mui/material';
import { useSyncExternalStore } from 'react';

/** docs/product-rules.md#limits: a tooltip opens after 700 ms... */
export const TOOLTIP_ENTER_DELAY_MS = 700;
/** ...and at once when another one closed less than 300 ms ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface SkipWindow {
  open: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  listeners: Set<() => void>;
}

// One window for the whole page: the shell and every remote bundle their own copy of this
// module (@studio/ui is not a shared module), and moving from a shell tooltip to a remote's
// must skip the delay too.
const WINDOW_KEY = Symbol.for('studio.tooltip-skip-window');
const skipWindow = (): SkipWindow => {
  const global = globalThis as typeof globalThis & { [WINDOW_KEY]?: SkipWindow };
  global[WINDOW_KEY] ??= { open: false, timer: undefined, listeners: new Set() };
  return global[WINDOW_KEY];
};

const setSkipping = (open: boolean) => {
  const state = skipWindow();
  if (state.open === open) return;
  state.open = open;
  for (const listener of state.listeners) listener();
};

/** A tooltip just closed: for the next 300 ms another one opens without the delay. */
function tooltipClosed(): void {
  const state = skipWindow();
  clearTimeout(state.timer);
  setSkipping(true);
  state.timer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

const subscribe = (listener: () => void) => {
  const { listeners } = skipWindow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isSkipping = () => skipWindow().open;

export type TooltipProps = Omit<MuiTooltipProps, 'enterDelay' | 'enterNextDelay'>;

/**
 * MUI's Tooltip with the spec's delays: it opens 700 ms after the pointer or focus arrives, or at
 * once when the previous tooltip closed less than 300 ms before. MUI's own 'next tooltip' window
 * is a fixed 800 ms, so the window is kept here, and every tooltip re-renders with a delay of 0
 * while it is open.
 */
export function Tooltip({ onClose, ...props }: TooltipProps) {
  const skipping = useSyncExternalStore(subscribe, isSkipping, isSkipping);
  const delay = skipping ? 0 : TOOLTIP_ENTER_DELAY_MS;
  return (
    <MuiTooltip
      {...props}
      enterDelay={delay}
      enterNextDelay={delay}
      onClose={(event) => {
        tooltipClosed();
        onClose?.(event);
      }}
    />
  );
}
