import type { ProjectManifest } from '@studio/contracts/imports';

/**
 * What 'Download Template' saves: a small but complete manifest to edit, which imports as it is.
 * It names no files: the studio generates the models, music and voices. (Files come in a .zip
 * bundle beside manifest.json, named by their path in it: model_path, scene_file, mp3_path, file.)
 */
export const MANIFEST_TEMPLATE: ProjectManifest = {
  name: 'My Film Project',
  characters: [{ name: 'Captain Redbeard' }, { name: 'First Mate Anne' }],
  sets: [{ name: 'Skull Island' }],
  music: [{ scene_name: 'Opening Scene' }],
  voice_lines: [
    { character: 'Captain Redbeard', text: 'Hoist the sails!', scene: 'Opening Scene' },
    { character: 'First Mate Anne', text: 'Aye, Captain. Wind from the east.', scene: 'Opening Scene' },
  ],
  scenes: [
    {
      name: 'Opening Scene',
      description: 'The crew sets sail at dawn.',
      set: 'Skull Island',
      characters: ['Captain Redbeard', 'First Mate Anne'],
      order: 1,
    },
  ],
};

/** Saves the template as project-manifest.json through a temporary link. */
export function downloadManifestTemplate() {
  const blob = new Blob([JSON.stringify(MANIFEST_TEMPLATE, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'project-manifest.json';
  link.click();
  URL.revokeObjectURL(url);
}
