import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportResult } from '@studio/contracts/imports';
import { useNavigate } from 'react-router-dom';

/** What an import answered: the server's result, or the message of its failure. */
export type ImportOutcome = { result: ImportResult } | { error: string };

const COUNTS: Array<[keyof NonNullable<ImportResult['details']>, string]> = [
  ['charactersLoaded', 'Characters'],
  ['setsLoaded', 'Sets'],
  ['musicTracksLoaded', 'Music Tracks'],
  ['voiceLinesLoaded', 'Voice Lines'],
  ['scenesAssembled', 'Scenes'],
];

/** 'Import Result': success or error, the project ID, the counts, 'Back to Upload' and 'View Project'. */
export function ImportResultPanel({ outcome, onBack }: { outcome: ImportOutcome; onBack: () => void }) {
  const result = 'result' in outcome ? outcome.result : null;
  const succeeded = result?.success === true && typeof result.projectId === 'number';
  const navigate = useNavigate();
  const viewProject = () => {
    if (succeeded) navigate(`/projects/${result.projectId}`);
  };
  return (
    <Stack spacing={3}>
      <Alert severity={succeeded ? 'success' : 'error'} aria-label="Import outcome">
        {result ? result.message : 'error' in outcome ? outcome.error : ''}
      </Alert>
      {result?.projectId != null && <Typography>{`Project ID: ${result.projectId}`}</Typography>}
      {result?.details && (
        <Table size="small" aria-label="Imported counts">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Count</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {COUNTS.map(([key, label]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">{result.details![key]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button onClick={onBack}>Back to Upload</Button>
        <Button variant="contained" onClick={viewProject} disabled={!succeeded}>
          View Project
        </Button>
      </Box>
    </Stack>
  );
}
