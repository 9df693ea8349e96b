import { describe, expect, it } from '@jest/globals';
import { buildProject } from '@studio/contracts/testing/factories';
import { pickCurrentProject } from './current-project';

describe('pickCurrentProject', () => {
  const first = buildProject({ id: 4 });
  const demo = buildProject({ id: 1 });
  const other = buildProject({ id: 7 });

  it('keeps the stored choice when it still exists', () => {
    expect(pickCurrentProject([first, demo, other], 7)).toBe(other);
  });

  it('falls back to project 1, then to the first project', () => {
    expect(pickCurrentProject([first, demo, other], 99)).toBe(demo);
    expect(pickCurrentProject([first, other], null)).toBe(first);
  });

  it('has no current project when there is none', () => {
    expect(pickCurrentProject([], 1)).toBeNull();
  });
});
