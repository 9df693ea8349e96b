import { callApi } from '@studio/api-client/http';
import type { CreatePlatformToken } from '@studio/contracts/platform';
import { asPlatformTeam, usePlatformWrite } from './use-platform-write';

/** The answer holds the token's secret: the only time it is sent. */
export const createPlatformToken = (body: CreatePlatformToken) => callApi('createPlatformToken', { body, ...asPlatformTeam() });

export const useCreatePlatformToken = () => usePlatformWrite(createPlatformToken);
