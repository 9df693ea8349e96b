/**
 * The one list of modules the shell and every remote share as singletons. The build config
 * (rspack-config.mjs) and the runtime both read it, so they always agree.
 * Each entry names the package whose installed version becomes the requiredVersion.
 */
export const SHARED_SINGLETONS = [
  { request: 'react', packageName: 'react' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  { request: 'react-router', packageName: 'react-router' },
  { request: 'react-router-dom', packageName: 'react-router-dom' },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
  { request: '@mui/material', packageName: '@mui/material' },
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
