import { createHostRspackConfig } from '@studio/federation/rspack';

export default createHostRspackConfig(import.meta.dirname);
