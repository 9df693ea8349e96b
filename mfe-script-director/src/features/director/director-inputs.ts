import type { AssetRequest } from '@studio/contracts/director';
import type { FieldErrors } from '@studio/ui/form-errors';

export const DIRECTOR_TASKS = [
  { value: 'analysis', label: 'Script Analysis', action: 'Analyze Script' },
  { value: 'validation', label: 'Asset Validation', action: 'Validate Assets' },
  { value: 'generation', label: 'Generate Assets', action: 'Generate Assets' },
  { value: 'render', label: 'Render Scene', action: 'Render Scene' },
  { value: 'archive', label: 'Archive Memory', action: 'Archive Memory' },
] as const;
export type DirectorTask = (typeof DIRECTOR_TASKS)[number]['value'];

export interface DirectorInputs {
  projectName: string;
  scriptPath: string;
  sceneName: string;
  /** One character per line. */
  characters: string;
  setName: string;
  /** The music track's name for a render; for generation, asks for the scene's score. */
  score: string;
  /** One 'character: text' per line. */
  voiceLines: string;
}

/** Sample values the console starts with: the seeded demo project, its stored screenplay and its first scene. */
export const SAMPLE_INPUTS: DirectorInputs = {
  projectName: 'Pirate Adventure',
  scriptPath: 'pirate-adventure.fountain',
  sceneName: 'Setting Sail',
  characters: 'Captain Redbeard\nFirst Mate Anne',
  setName: 'Harbor Street',
  score: 'Sea Shanty Rock',
  voiceLines: 'Captain Redbeard: Hoist the sails, ye scallywags!\nFirst Mate Anne: Wind from the east, Captain. Perfect for sailing.',
};

/** docs/product-rules.md#validation: render characters are one per line, blank lines dropped. */
export const parseCharacterLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** docs/product-rules.md#validation: voice lines are 'character: text', split at the first colon. */
export const parseVoiceLines = (text: string): { character: string; text: string }[] =>
  parseCharacterLines(text).flatMap((line) => {
    const colon = line.indexOf(':');
    if (colon < 0) return [];
    return [{ character: line.slice(0, colon).trim(), text: line.slice(colon + 1).trim() }];
  });

const required = (value: string, message: string) => (value.trim() ? undefined : message);

/** docs/product-rules.md#validation: what each director task needs before it can run. */
export function validateDirectorInputs(task: DirectorTask, inputs: DirectorInputs): FieldErrors {
  const errors: FieldErrors = {
    projectName: required(inputs.projectName, 'Project name is required'),
  };
  if (task === 'analysis') errors.scriptPath = required(inputs.scriptPath, 'Script path is required');
  if (task === 'validation' || task === 'render' || task === 'archive') {
    errors.sceneName = required(inputs.sceneName, 'Scene name is required');
  }
  if (task === 'render') {
    if (parseCharacterLines(inputs.characters).length === 0) errors.characters = 'At least one character is required';
    errors.setName = required(inputs.setName, 'Set is required');
  }
  if (task === 'generation' && assetRequestsOf(inputs).length === 0) {
    errors.voiceLines = 'At least one asset is required';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The Generate Assets tab's items: each character, the set, each voice line (in the scene) and the scene's score. */
export function assetRequestsOf(inputs: DirectorInputs): AssetRequest[] {
  const scene = inputs.sceneName.trim() || undefined;
  return [
    ...parseCharacterLines(inputs.characters).map((name) => ({ type: 'character' as const, name })),
    ...(inputs.setName.trim() ? [{ type: 'set' as const, name: inputs.setName.trim(), prompt: scene }] : []),
    ...parseVoiceLines(inputs.voiceLines).map((line) => ({ type: 'voice' as const, ...line, scene })),
    ...(scene && inputs.score.trim() ? [{ type: 'score' as const, scene }] : []),
  ];
}
