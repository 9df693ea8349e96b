import { SAMPLE_INPUTS, parseCharacterLines, parseVoiceLines, validateDirectorInputs } from './director-inputs';

describe('director inputs', () => {
  it('reads characters one per line and drops blank lines', () => {
    expect(parseCharacterLines('Rex\n\n  Mona  \n')).toEqual(['Rex', 'Mona']);
  });

  it('splits voice lines at the first colon only', () => {
    expect(parseVoiceLines('Rex: Time: now!\nno colon here\nMona:Hi')).toEqual([
      { character: 'Rex', text: 'Time: now!' },
      { character: 'Mona', text: 'Hi' },
    ]);
  });

  it('accepts the sample inputs for every task', () => {
    for (const task of ['analysis', 'validation', 'generation', 'render', 'archive'] as const) {
      expect(validateDirectorInputs(task, SAMPLE_INPUTS)).toEqual({});
    }
  });

  it('requires the script path and project name for an analysis', () => {
    expect(validateDirectorInputs('analysis', { ...SAMPLE_INPUTS, projectName: ' ', scriptPath: '' })).toEqual({
      projectName: 'Project name is required',
      scriptPath: 'Script path is required',
    });
  });

  it('requires a scene, characters and a set to render', () => {
    expect(validateDirectorInputs('render', { ...SAMPLE_INPUTS, sceneName: '', characters: '\n', setName: '' })).toEqual({
      sceneName: 'Scene name is required',
      characters: 'At least one character is required',
      setName: 'Set is required',
    });
  });

  it('requires at least one asset to generate', () => {
    expect(validateDirectorInputs('generation', { ...SAMPLE_INPUTS, characters: '', voiceLines: '', setName: '', score: '' })).toEqual({
      voiceLines: 'At least one asset is required',
    });
  });
});
