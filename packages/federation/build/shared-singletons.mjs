import path from 'node:path';

/**
 * The one list of modules the shell and every remote share as singletons. The build config
 * (rspack-config.mjs, through shared-modules.mjs) reads it.
 * Each entry names the package whose installed version becomes the requiredVersion, and `import`
 * when what is provided is a file of ours rather than the package.
 */
export const SHARED_SINGLETONS = [
  { request: 'react', packageName: 'react' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  // Its declarative routing only (src/router.ts): shared whole, its data and server APIs were ~46 KiB
  // gzip of the first load. react-router itself is bundled into it, never imported on its own.
  { request: 'react-router-dom', packageName: 'react-router-dom', import: path.join(import.meta.dirname, '..', 'src', 'router.ts') },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
  { request: '@mui/material', packageName: '@mui/material' },
  // Deep import of the same package (the shell's theme): unshared, it was a second copy of MUI's styles.
  { request: '@mui/material/styles', packageName: '@mui/material' },
  { request: '@emotion/react', packageName: '@emotion/react' },
  { request: '@emotion/styled', packageName: '@emotion/styled' },
  { request: 'notistack', packageName: 'notistack' },
];

/**
 * Libraries shared WITHOUT being singletons: no runtime state depends on one copy; sharing only
 * saves downloads. Shared modules are not tree-shaken, so this pays only for big libraries that
 * load lazily: zod is NOT here on purpose (shared, the shell would ship all of it, ~60 KiB gzip
 * more on first load, to save each remote ~25 KiB of its tree-shaken copy).
 */
export const SHARED_LIBRARIES = [
  // ~150 KiB gzip, only inside the lazily loaded 3D viewer chunk: shared so it downloads once
  // however many remotes show models. Its loaders (three/examples/jsm) stay per remote.
  { request: 'three', packageName: 'three' },
];

/**
 * Workspace packages shared module by module (`@studio/contracts/<file>`), at a version made
 * from their sources (shared-modules.mjs): a remote built from the same sources as the shell
 * uses the shell's copy, already loaded for the dashboard, and downloads none of it.
 * @studio/contracts is the route table and every schema (the api-client's callApi reads the
 * whole table) and brings zod with it: ~36 KiB gzip that every remote otherwise carries.
 */
export const SHARED_WORKSPACE_PACKAGES = [{ packageName: '@studio/contracts' }];
