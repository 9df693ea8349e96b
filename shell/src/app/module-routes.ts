import type { RemoteModule } from '@studio/federation/remote-modules';
import type { RemoteName } from '@studio/contracts/platform';

/** A remote and one of the screens it exposes. */
export type RemoteScreen = { [TRemote in RemoteName]: { remote: TRemote; module: RemoteModule<TRemote> } }[RemoteName];

export type ModuleRoute = RemoteScreen & {
  path: string;
  label: string;
  /** Listed with the modules in the sidebar (docs/product-rules.md#screens: the seven module routes); the others under 'Studio Tools'. */
  inSidebar: boolean;
};

/** Every route whose screen a remote owns (contracts/platform.ts REMOTES exposes). */
export const MODULE_ROUTES: ModuleRoute[] = [
  { path: '/character-builder', label: 'Character Builder', remote: 'mfe_characters', module: 'CharacterBuilder', inSidebar: true },
  { path: '/set-builder', label: 'Set Builder', remote: 'mfe_sets', module: 'SetBuilder', inSidebar: true },
  { path: '/music-composer', label: 'Music Composer', remote: 'mfe_music', module: 'MusicComposer', inSidebar: true },
  { path: '/voiceover', label: 'Voiceover', remote: 'mfe_voiceover', module: 'VoiceoverGenerator', inSidebar: true },
  { path: '/scene-rendering', label: 'Scene Rendering', remote: 'mfe_rendering', module: 'SceneRendering', inSidebar: true },
  { path: '/script-importer', label: 'Script Importer', remote: 'mfe_script_director', module: 'ScriptImporter', inSidebar: true },
  { path: '/director-console', label: 'Director Console', remote: 'mfe_script_director', module: 'DirectorConsole', inSidebar: true },
  { path: '/import', label: 'Import Project', remote: 'mfe_import_settings', module: 'ImportProject', inSidebar: false },
  { path: '/settings', label: 'Settings', remote: 'mfe_import_settings', module: 'Settings', inSidebar: false },
  { path: '/pirate-template', label: 'Pirate Template', remote: 'mfe_import_settings', module: 'PirateTemplate', inSidebar: false },
];

/** A screen about one scene: its path carries the scene's id; opened from the scene (Scene Rendering, the Scene Map), not the sidebar. */
export interface SceneRoute {
  path: string;
  label: string;
  remote: 'mfe_rendering';
  module: 'Storyboard';
}

/** storyboardPath (@studio/federation/remote-modules) builds the links to these. */
export const SCENE_ROUTES: SceneRoute[] = [{ path: '/scenes/:sceneId/storyboard', label: 'Storyboard', remote: 'mfe_rendering', module: 'Storyboard' }];
