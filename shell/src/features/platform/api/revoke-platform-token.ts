import { callApi } from '@studio/api-client/http';
import { asPlatformTeam, usePlatformWrite } from './use-platform-write';

/** Refused from the next request on; it stays listed with when it was revoked. */
export const revokePlatformToken = (id: number) => callApi('revokePlatformToken', { params: { id }, ...asPlatformTeam() });

export const useRevokePlatformToken = () => usePlatformWrite(revokePlatformToken);
