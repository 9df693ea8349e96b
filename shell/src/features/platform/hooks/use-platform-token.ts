import { platformTokenStore } from '@studio/api-client/platform';
import { useSyncExternalStore } from 'react';

/** The platform team's token entered in this tab, or null: changes ask for it first. */
export const usePlatformToken = () => useSyncExternalStore(platformTokenStore.subscribe, platformTokenStore.read);
