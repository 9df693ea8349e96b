import { REMOTES } from '@studio/contracts/platform';
import federation from '../federation.json';

describe('federation.json', () => {
  const remote = REMOTES.find(({ name }) => name === federation.name);

  it('matches this remote in the platform contract', () => {
    expect(remote).toMatchObject({ devPort: federation.devPort, exposes: Object.keys(federation.exposes) });
  });

  it.each(Object.entries(federation.exposes))('%s is the named export of its module', async (screen, file) => {
    const module: Record<string, unknown> = await import(`../${file}`);

    expect(typeof module[screen]).toBe('function');
  });
});
