/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sharedRouter from './router';

const ROOT = join(__dirname, '..', '..', '..');
const SOURCE_DIRS = readdirSync(ROOT)
  .filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))
  .concat(readdirSync(join(ROOT, 'packages')).map((dir) => join('packages', dir)))
  .map((dir) => join(ROOT, dir, 'src'));

/** The names each front-end source file imports as values from react-router-dom (type-only imports need no code). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue; // A package without src.
    }
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [, list] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        for (const specifier of list.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))) {
          names.set(specifier.split(/\s+as\s+/)[0], join(dir, file));
        }
      }
    }
  }
  return names;
}

describe("the shared 'react-router-dom' (router.ts)", () => {
  it('provides every name the shell and the remotes import from react-router-dom', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter(([name]) => !(name in sharedRouter)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only what react-router has', () => {
    const undefinedNames = Object.entries(sharedRouter).filter(([, value]) => value === undefined).map(([name]) => name);
    expect(undefinedNames).toEqual([]);
  });
});
