import { REMOTES } from '@studio/contracts/platform';

/** A remote's federation.json: its container name, dev port and exposed screens (name -> file). */
export interface RemoteFederationJson {
  name: string;
  devPort: number;
  exposes: Record<string, string>;
}

/** Imports one of the remote's files by its path in federation.json ('./src/exposes/x.tsx'). */
export type ExposedModuleImport = (file: string) => Promise<Record<string, unknown>>;

/**
 * The spec every remote runs on its federation.json: it matches the remote's entry in the platform
 * contract, and each exposed screen is the named export of its module.
 */
export function describeRemoteFederation(federation: RemoteFederationJson, importExposed: ExposedModuleImport): void {
  describe('federation.json', () => {
    const remote = REMOTES.find(({ name }) => name === federation.name);

    it('matches this remote in the platform contract', () => {
      expect(remote).toMatchObject({ devPort: federation.devPort, exposes: Object.keys(federation.exposes) });
    });

    it.each(Object.entries(federation.exposes))('%s is the named export of its module', async (screen, file) => {
      const module = await importExposed(file);

      expect(typeof module[screen]).toBe('function');
    });
  });
}
