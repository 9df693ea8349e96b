import { Alert, Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ImportResult } from '@studio/contracts/imports';
import { useNavigate } from 'react-router-dom';

export interface ImportResultPanelProps {
  result: ImportResult;
  onBack: () => void;
}

/** 'Import Result': success or failure, the new project's id and what was loaded. */
export function ImportResultPanel({ result, onBack }: ImportResultPanelProps) {
  const navigate = useNavigate();
  const projectId = result.success ? result.projectId : undefined;
  const rows = result.details
    ? ([
        ['Characters', result.details.charactersLoaded],
        ['Sets', result.details.setsLoaded],
        ['Music Tracks', result.details.musicTracksLoaded],
        ['Voice Lines', result.details.voiceLinesLoaded],
        ['Scenes', result.details.scenesAssembled],
      ] as const)
    : [];

  return (
    <Box>
      <Alert severity={result.success ? 'success' : 'error'} sx={{ mb: 2 }}>
        {result.message}
      </Alert>
      {typeof projectId === 'number' && <Typography sx={{ mb: 2 }}>{`Project ID: ${projectId}`}</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Imported items" sx={{ mb: 2, maxWidth: 420 }}>
          <TableBody>
            {rows.map(([label, count]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button onClick={onBack}>Back to Upload</Button>
        <Button
          variant="contained"
          disabled={typeof projectId !== 'number'}
          onClick={() => navigate(`/projects/${projectId}`)}
        >
          View Project
        </Button>
      </Box>
    </Box>
  );
}
