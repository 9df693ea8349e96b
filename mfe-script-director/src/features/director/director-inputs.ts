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
  /** One 'character: text' per line. */
  voiceLines: string;
}

/** Sample values the console starts with. */
export const SAMPLE_INPUTS: DirectorInputs = {
  projectName: 'Pirate Adventure',
  scriptPath: 'scripts/pirate-adventure.txt',
  sceneName: 'Opening Scene',
  characters: 'Captain Redbeard\nFirst Mate Anne',
  setName: 'Skull Island',
  voiceLines: 'Captain Redbeard: Hoist the sails!\nFirst Mate Anne: Aye, Captain.',
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
  if (task === 'generation' && parseVoiceLines(inputs.voiceLines).length === 0 && !inputs.setName.trim()) {
    errors.voiceLines = 'At least one asset is required';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
