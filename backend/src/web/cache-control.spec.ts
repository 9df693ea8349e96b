import { isContentHashed } from './cache-control';
import { isReservedPath } from './shell-files';

describe('web caching rules', () => {
  it.each([
    ['/static/js/main.3f9c2a1b.js', true],
    ['/static/css/123.3f9c2a1b5d7e9f00.css', true],
    ['/index.html', false],
    ['/favicon.ico', false],
    ['/static/js/main.js', false],
  ])('%s content-hashed: %s', (path, expected) => {
    expect(isContentHashed(path)).toBe(expected);
  });

  it.each([
    ['/api', true],
    ['/api/projects', true],
    ['/remotes/mfe_sets/1.0.0/remoteEntry.js', true],
    ['/media/a.mp3', true],
    ['/apiary', false],
    ['/projects/1/music', false],
    ['/', false],
  ])('%s reserved for the server: %s', (path, expected) => {
    expect(isReservedPath(path)).toBe(expected);
  });
});
