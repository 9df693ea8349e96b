import { callApi } from '@studio/api-client/http';
import type { ReleaseParams, YankRelease } from '@studio/contracts/platform';
import { asPlatformTeam, usePlatformWrite } from './use-platform-write';

export type YankReleaseInput = ReleaseParams & YankRelease;

/** Marks a published release as never to be composed again; it stays served to pages that loaded it. */
export const yankRelease = ({ name, version, reason }: YankReleaseInput) =>
  callApi('yankRelease', { params: { name, version }, body: { reason }, ...asPlatformTeam() });

/** A yank changes the release's verdict and the composition's warnings. */
export const useYankRelease = () => usePlatformWrite(yankRelease);
