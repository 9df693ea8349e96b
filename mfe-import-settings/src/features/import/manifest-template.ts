import type { ProjectManifest } from '@studio/contracts/imports';

/** What 'Download Template' saves: a small but complete manifest to edit. */
export const MANIFEST_TEMPLATE: ProjectManifest = {
  name: 'My Film Project',
  characters: [
    { name: 'Captain Redbeard', model_path: 'models/redbeard.glb' },
    { name: 'First Mate Anne', model_path: 'models/anne.glb' },
  ],
  sets: [{ name: 'Skull Island', scene_file: 'sets/skull-island.glb' }],
  music: [{ scene_name: 'Opening Scene', mp3_path: 'music/overture.mp3' }],
  voice_lines: [
    { character: 'Captain Redbeard', text: 'Hoist the sails!', file: 'voice/hoist.mp3', scene: 'Opening Scene' },
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
