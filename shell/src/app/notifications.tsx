import { GlobalStyles } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';

const NOTIFICATION_HOTKEY = 'F8';

/**
 * docs/product-rules.md#limits: at most one toast, 5000 ms each, F8 focuses the notification area, which is at most
 * 420px wide from medium screens up. Toasts render inside a labelled region so F8 has a target.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!region) return undefined;
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATION_HOTKEY) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, [region]);

  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.up('md')]: { '.notistack-SnackbarContainer': { maxWidth: 420 } },
        })}
      />
      <section ref={setRegion} aria-label={`Notifications (${NOTIFICATION_HOTKEY})`} tabIndex={-1} />
      {region && (
        <SnackbarProvider maxSnack={1} autoHideDuration={5000} domRoot={region}>
          {children}
        </SnackbarProvider>
      )}
    </>
  );
}
