import type { REMOTES, RemoteName } from '@studio/contracts/platform';

/** The screens a remote exposes, e.g. RemoteModule<'mfe_sets'> = 'SetBuilder' | 'ProjectSets'. */
export type RemoteModule<TRemote extends RemoteName> = Extract<(typeof REMOTES)[number], { name: TRemote }>['exposes'][number];

/** What every exposed screen receives from the shell. */
export interface RemoteScreenProps {
  projectId: number;
}

/** What every exposed dialog receives: it is mounted only while open and calls onClose when done. */
export interface RemoteDialogProps extends RemoteScreenProps {
  open: boolean;
  onClose: () => void;
}

/** mfe_rendering/SceneEditorDialog: creates a scene, or edits the one with sceneId. */
export interface SceneEditorDialogProps extends RemoteDialogProps {
  sceneId?: number;
}

/** mfe_voiceover/VoiceLineDialog: creates a voice line (in defaultSceneId if given), or edits the one with voiceLineId. */
export interface VoiceLineDialogProps extends RemoteDialogProps {
  voiceLineId?: number;
  defaultSceneId?: number;
}

/** mfe_rendering/Storyboard: the scene's shots, each line's direction, edited in place; the scene names its project. */
export interface StoryboardProps {
  sceneId: number;
}

/** Where the shell shows a scene's storyboard; the screens that link to it use this path. */
export const storyboardPath = (sceneId: number) => `/scenes/${sceneId}/storyboard`;

interface SceneScreenModules {
  Storyboard: StoryboardProps;
}

interface DialogModules {
  SceneEditorDialog: SceneEditorDialogProps;
  VoiceLineDialog: VoiceLineDialogProps;
}

/** The dialogs among the exposed modules. */
export type RemoteDialogModule = keyof DialogModules;

/** The props an exposed module takes: a dialog's or a scene's screen's own props, otherwise a screen's. */
export type RemoteModuleProps<TModule extends string> = TModule extends RemoteDialogModule
  ? DialogModules[TModule]
  : TModule extends keyof SceneScreenModules
    ? SceneScreenModules[TModule]
    : RemoteScreenProps;
