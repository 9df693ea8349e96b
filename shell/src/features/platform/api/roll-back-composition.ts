import { callApi } from '@studio/api-client/http';
import type { Rollback } from '@studio/contracts/platform';
import { asPlatformTeam, usePlatformWrite } from './use-platform-write';

/** Back to a revision's pins, recorded as a new revision; what it brings back passes the gate again. */
export const rollBackComposition = (body: Rollback) => callApi('rollbackComposition', { body, ...asPlatformTeam() });

export const useRollBackComposition = () => usePlatformWrite(rollBackComposition);
