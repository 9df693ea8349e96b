import { createHostRspackConfig } from '@studio/federation/rspack';

// SHELL_DEV_PORT in @studio/contracts/platform.
export default createHostRspackConfig({
  dir: import.meta.dirname,
  devPort: 3001,
  // Lets each remote's react-refresh runtime find the shell's renderer (hot reload of remotes).
  developmentEntries: ['./src/app/dev-refresh-shim.ts'],
});
