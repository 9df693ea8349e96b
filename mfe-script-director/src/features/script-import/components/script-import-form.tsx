import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';

/** SPEC 9: accepted script files. */
export const SCRIPT_FILE_TYPES = '.pdf,.txt,.fdx';

/** Upload or paste a script, with the Director Agent option. */
export function ScriptImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [directorAgent, setDirectorAgent] = useState(true);
  const [ready, setReady] = useState(false);
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hasScript = file !== null || text.trim().length > 0;
    if (!hasScript) toast.error('Please upload or paste a script first');
    setReady(hasScript);
  };

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Box>
          <Typography component="label" htmlFor="script-file" variant="subtitle1" sx={{ display: 'block', mb: 1 }}>
            Script file (.pdf, .txt, .fdx)
          </Typography>
          <input id="script-file" type="file" accept={SCRIPT_FILE_TYPES} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Box>
        <TextField
          label="Or paste your script"
          multiline
          minRows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormControlLabel
          label="Director Agent"
          control={<Checkbox checked={directorAgent} onChange={(event) => setDirectorAgent(event.target.checked)} />}
        />
        <Box>
          <Button type="submit" variant="contained">
            Analyze Script
          </Button>
        </Box>
        {ready && (
          <Alert severity="info">
            Script analysis is not available on this server yet; the script has not been sent.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
