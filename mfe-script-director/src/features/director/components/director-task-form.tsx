import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import type { FieldErrors } from '@studio/ui/form-errors';
import { type FormEvent, useState } from 'react';
import { DIRECTOR_TASKS, type DirectorInputs, type DirectorTask, SAMPLE_INPUTS, validateDirectorInputs } from '../director-inputs';

/** The inputs each task shows besides project, script and scene. */
const EXTRA_FIELDS: Record<DirectorTask, (keyof DirectorInputs)[]> = {
  analysis: [],
  validation: [],
  generation: ['setName', 'voiceLines'],
  render: ['characters', 'setName', 'voiceLines'],
  archive: [],
};

const LABELS: Record<keyof DirectorInputs, string> = {
  projectName: 'Project Name',
  scriptPath: 'Script Path',
  sceneName: 'Scene Name',
  characters: 'Characters (one per line)',
  setName: 'Set',
  voiceLines: 'Voice Lines (character: text, one per line)',
};

const MULTILINE = new Set<keyof DirectorInputs>(['characters', 'voiceLines']);

/** One director task: its inputs with sample values, checked before it runs. */
export function DirectorTaskForm({ task }: { task: DirectorTask }) {
  const [inputs, setInputs] = useState(SAMPLE_INPUTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const action = DIRECTOR_TASKS.find((candidate) => candidate.value === task)?.action;
  const fields: (keyof DirectorInputs)[] = ['projectName', 'scriptPath', 'sceneName', ...EXTRA_FIELDS[task]];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDirectorInputs(task, inputs);
    setErrors(found);
    setChecked(Object.keys(found).length === 0);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {fields.map((field) => (
        <TextField
          key={field}
          label={LABELS[field]}
          value={inputs[field]}
          multiline={MULTILINE.has(field)}
          minRows={MULTILINE.has(field) ? 3 : undefined}
          onChange={(event) => setInputs((current) => ({ ...current, [field]: event.target.value }))}
          error={Boolean(errors[field])}
          helperText={errors[field]}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained">
          {action}
        </Button>
      </Box>
      {checked && (
        <Alert severity="info" aria-label="Result">
          The director service is not available on this server yet; nothing has been sent.
        </Alert>
      )}
    </Stack>
  );
}
