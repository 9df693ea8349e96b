import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product-rules.md#limits: the 'Key updated' indicator lasts 3 seconds. */
export const KEY_UPDATED_MS = 3000;

/** A flag that turns on with `show()` and off again KEY_UPDATED_MS later; a new `show()` restarts the time. */
export function useKeyUpdatedFlash() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), KEY_UPDATED_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible, show };
}
