import { createRemoteRspackConfig } from '@studio/federation/rspack';

// Name, dev port and exposed screens: ./federation.json (checked against @studio/contracts/platform by src/federation.spec.ts).
export default createRemoteRspackConfig(import.meta.dirname);
