import { importResultSchema, projectManifestSchema } from './imports';

describe('projectManifestSchema', () => {
  it('takes a manifest with only a name and empty lists by default', () => {
    expect(projectManifestSchema.parse({ name: 'Heist' })).toEqual({
      name: 'Heist',
      characters: [],
      sets: [],
      music: [],
      voice_lines: [],
      scenes: [],
    });
  });

  it('requires a name', () => {
    expect(projectManifestSchema.safeParse({ characters: [] }).success).toBe(false);
  });
});

describe('importResultSchema', () => {
  it('reads a failed import without a project', () => {
    expect(importResultSchema.parse({ success: false, message: 'Manifest is larger than 5 MB.' })).toEqual({
      success: false,
      message: 'Manifest is larger than 5 MB.',
    });
  });
});
