import { isContentHashed } from './cache-control';
import { isReservedPath } from './shell-files';

describe('web caching rules', () => {
  it.each(['/static/js/main.3f9c2a1b.js', '/static/css/123.3f9c2a1b5d7e9f00.css'])('%s is content-hashed', (path) => expect(isContentHashed(path)).toBe(true));
  it.each(['/index.html', '/favicon.ico', '/static/js/main.js'])('%s is not content-hashed', (path) => expect(isContentHashed(path)).toBe(false));

  it.each(['/api', '/api/projects', '/remotes/mfe_sets/1.0.0/remoteEntry.js', '/media/a.mp3'])('%s is reserved for the server', (path) => expect(isReservedPath(path)).toBe(true));
  it.each(['/apiary', '/projects/1/music', '/'])('%s is left to the shell', (path) => expect(isReservedPath(path)).toBe(false));
});
