import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCharacters } from '@studio/api-client/characters';
import { useScenes } from '@studio/api-client/scenes';
import type { FormEvent } from 'react';
import { useVoiceLineCreate } from '../hooks/use-voice-line-create';
import { VoiceLineFields } from './voice-line-fields';

/** 'Create New Voice Line': a character, an optional scene and the text, checked with the contract schema. */
export function CreateVoiceLineForm({ projectId }: { projectId: number }) {
  const characters = useCharacters(projectId);
  const scenes = useScenes(projectId);
  const { values, setValues, errors, submit, isPending } = useVoiceLineCreate(projectId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={onSubmit} noValidate aria-labelledby="create-voice-line-title">
      <Typography id="create-voice-line-title" variant="h5" component="h2" gutterBottom>
        Create New Voice Line
      </Typography>
      <Stack spacing={2}>
        <VoiceLineFields
          values={values}
          onChange={setValues}
          characters={characters.data ?? []}
          scenes={scenes.data ?? []}
          errors={errors}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Creating...' : 'Create Voice Line'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
