import { callApi } from '@studio/api-client/http';
import type { Compose } from '@studio/contracts/platform';
import { asPlatformTeam, usePlatformWrite } from './use-platform-write';

/** Pins releases against the revision the user saw: 412 when it moved on, 422 with the gate's reasons. */
export const composeRelease = (body: Compose) => callApi('composeRemotes', { body, ...asPlatformTeam() });

export const useComposeRelease = () => usePlatformWrite(composeRelease);
