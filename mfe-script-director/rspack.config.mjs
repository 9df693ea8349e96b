import { readFileSync } from 'node:fs';
import { createRemoteRspackConfig } from '@studio/federation/rspack';

// federation.json is checked against REMOTES in @studio/contracts/platform by src/federation.spec.ts.
const { name, devPort, exposes } = JSON.parse(readFileSync(new URL('./federation.json', import.meta.url), 'utf8'));

export default createRemoteRspackConfig({
  dir: import.meta.dirname,
  name,
  devPort,
  exposes: Object.fromEntries(Object.entries(exposes).map(([screen, file]) => [`./${screen}`, file])),
});
