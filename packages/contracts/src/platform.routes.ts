import { defineRoutes, textSchema } from './route-definition';
import { okSchema } from './common';
import { RELEASE_BUNDLE_UPLOAD, activeCompositionSchema, composeSchema, compositionHistorySchema, createPreviewSchema, pinRemoteSchema, previewLinkSchema, previewTokenParamSchema, publishReleaseFieldsSchema, releaseCompatibilitySchema, releaseListQuerySchema, releaseListSchema, releaseParamsSchema, releaseSchema, remoteNameParamSchema, remotePinHistorySchema, rollbackSchema, yankReleaseSchema } from './platform';

/** The platform routes of the table (see api-routes.ts). */
export const platformRoutes = defineRoutes({
  getComposition: {
    method: 'GET',
    path: '/api/platform/composition',
    summary: 'Active remote composition: its revision, and per remote the release, its manifest URL (with the hash) and warnings',
    response: activeCompositionSchema,
    noStore: true,
  },
  composeRemotes: {
    method: 'POST',
    path: '/api/platform/composition',
    summary:
      'Pin releases, made against the revision read before (412 when it moved on); a release that fails the compatibility gate is refused (422, every reason) and nothing changes',
    body: composeSchema,
    response: activeCompositionSchema,
    status: 200,
    noStore: true,
  },
  getCompositionHistory: {
    method: 'GET',
    path: '/api/platform/composition/history',
    summary: 'Every revision of the composition, newest first: who, when, why, the pins before and after',
    response: compositionHistorySchema,
    noStore: true,
  },
  rollbackComposition: {
    method: 'POST',
    path: '/api/platform/rollback',
    summary: 'Return to the previous revision, or to the one named; recorded as a new revision and checked by the same gate',
    body: rollbackSchema,
    response: activeCompositionSchema,
    status: 200,
    noStore: true,
  },
  pinRemote: {
    method: 'PUT',
    path: '/api/platform/composition/:name',
    summary: 'Pin one version of a remote at once, without the revision check or the compatibility gate (a version that is no release breaks that remote only)',
    params: remoteNameParamSchema,
    body: pinRemoteSchema,
    response: activeCompositionSchema,
    noStore: true,
  },
  getRemotePinHistory: {
    method: 'GET',
    path: '/api/platform/composition/:name/history',
    summary: 'Pin changes of a remote, newest first',
    params: remoteNameParamSchema,
    response: remotePinHistorySchema,
    noStore: true,
  },
  listReleases: {
    method: 'GET',
    path: '/api/platform/releases',
    summary: "Every release (of one remote with ?name=), newest first, with the repository's own build of each remote",
    query: releaseListQuerySchema,
    response: releaseListSchema,
    noStore: true,
  },
  publishRelease: {
    method: 'POST',
    path: '/api/platform/releases',
    summary:
      "Publish a release: a .tgz of the remote's dist folder with mf-manifest.json at its root (201; 200 with the same record when that version exists with the same files; 409 when it exists with others)",
    body: publishReleaseFieldsSchema,
    upload: RELEASE_BUNDLE_UPLOAD,
    response: releaseSchema,
    noStore: true,
    rateLimit: 'upload',
  },
  getReleaseCompatibility: {
    method: 'GET',
    path: '/api/platform/releases/:name/:version/compatibility',
    summary: "Whether a release may be composed: the shell's shared singletons, its manifest and entry, its files against their recorded hashes, not yanked",
    params: releaseParamsSchema,
    response: releaseCompatibilitySchema,
    noStore: true,
  },
  yankRelease: {
    method: 'POST',
    path: '/api/platform/releases/:name/:version/yank',
    summary: 'Yank a published release: it stays listed and served, cannot be composed, and a composition using it warns',
    params: releaseParamsSchema,
    body: yankReleaseSchema,
    response: releaseSchema,
    status: 200,
    noStore: true,
  },
  createPreview: {
    method: 'POST',
    path: '/api/platform/previews',
    summary:
      'A signed, expiring link that lets one browser load these releases instead of the live ones (404 for a release that is not on this server, 422 with the reasons for one the gate refuses)',
    body: createPreviewSchema,
    response: previewLinkSchema,
    noStore: true,
  },
  openPreview: {
    method: 'GET',
    path: '/api/platform/preview/:token',
    summary:
      "A preview link: a valid one sets this browser's preview cookie and redirects to the studio (303); an expired or forged one answers a page saying so and sets nothing",
    params: previewTokenParamSchema,
    response: textSchema,
    format: 'html',
    status: 303,
    public: true,
    noStore: true,
  },
  exitPreview: {
    method: 'POST',
    path: '/api/platform/preview/exit',
    summary: "Leave the preview: clears this browser's preview cookie, so it loads the live composition again",
    response: okSchema,
    status: 200,
    noStore: true,
  },
});
