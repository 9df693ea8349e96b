import { Autocomplete, Box, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { useProjects } from '@studio/api-client/projects';
import { useAnalyzeScript } from '@studio/api-client/scripts';
import { projectNameSchema } from '@studio/contracts/projects';
import { type AnalyzeScriptResult, NO_SCRIPT_MESSAGE, SCRIPT_FILE_TYPES } from '@studio/contracts/scripts';
import { SubmitButton } from '@studio/ui/submit-button';
import { useToast } from '@studio/ui/toast';
import { type DragEvent, type FormEvent, useState } from 'react';

/** Upload (or drop) a script file, or paste one; name the project it goes into, new or existing. */
export function ScriptImportForm({ onAnalyzed }: { onAnalyzed: (result: AnalyzeScriptResult) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [projectName, setProjectName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [directorAgent, setDirectorAgent] = useState(true);
  const [dragging, setDragging] = useState(false);
  const projects = useProjects();
  const analyze = useAnalyzeScript();
  const toast = useToast();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file && text.trim() === '') {
      toast.error(NO_SCRIPT_MESSAGE);
      return;
    }
    // The server checks the name with the same schema.
    const name = projectNameSchema.safeParse(projectName);
    if (!name.success) {
      setNameError(name.error.issues[0].message);
      return;
    }
    setNameError(null);
    analyze.mutate(
      { projectName: name.data, file, text, directorMemory: directorAgent },
      {
        onSuccess: onAnalyzed,
        onError: (error) => toast.error('Analysis Failed', (isApiError(error) && serverMessage(error)) || 'Could not analyze script'),
      },
    );
  };

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Autocomplete
          freeSolo
          options={(projects.data ?? []).map((project) => project.name)}
          inputValue={projectName}
          onInputChange={(_event, value) => setProjectName(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Project"
              required
              error={nameError !== null}
              helperText={nameError ?? 'An existing project, or the name of a new one'}
            />
          )}
        />
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="script-drop-zone"
          sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography component="label" htmlFor="script-file" variant="subtitle1" sx={{ display: 'block', mb: 1 }}>
            Script file (.fountain, .txt, .fdx, .pdf)
          </Typography>
          <input id="script-file" type="file" accept={SCRIPT_FILE_TYPES} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {file ? `Selected: ${file.name}` : 'or drop a script file here'}
          </Typography>
        </Box>
        <TextField label="Or paste your script" multiline minRows={8} value={text} onChange={(event) => setText(event.target.value)} />
        <FormControlLabel
          label="Director Agent"
          control={<Checkbox checked={directorAgent} onChange={(event) => setDirectorAgent(event.target.checked)} />}
        />
        <Box>
          <SubmitButton label="Analyze Script" busyLabel="Analyzing..." busy={analyze.isPending} />
        </Box>
      </Stack>
    </Paper>
  );
}
