import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { isActiveJob, useJobs } from '@studio/api-client/jobs';
import { fetchAutoGenerateResult, useAutoGenerateProject } from '@studio/api-client/scripts';
import type { AutoGenerateResult } from '@studio/contracts/director';
import { useToast } from '@studio/ui/toast';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * 'Generate All Assets': one auto-generate job on the server. Its steps show as their job events
 * arrive (several quick steps can arrive as one update), then the result lists every asset made
 * and every failure, and offers to open the project.
 */
export function GenerateAllAssets({ projectId }: { projectId: number }) {
  const generate = useAutoGenerateProject();
  const jobId = generate.data?.id;
  const job = useJobs(projectId, { enabled: jobId !== undefined }).data?.find((candidate) => candidate.id === jobId);
  const [steps, setSteps] = useState<string[]>([]);
  const [result, setResult] = useState<AutoGenerateResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const stage = job?.stage;

  // Each stage a job event brings is one finished step: keep them all, in order.
  useEffect(() => {
    if (stage) setSteps((seen) => (seen[seen.length - 1] === stage ? seen : [...seen, stage]));
  }, [stage]);

  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    if (!job || isActiveJob(job) || settled === job.id) return;
    setSettled(job.id);
    if (job.state === 'failed') {
      setFailure(job.error ?? 'Could not generate assets');
      toast.error('Generation Failed', job.error ?? 'Could not generate assets');
      return;
    }
    void fetchAutoGenerateResult(job).then(setResult, () => setFailure('Could not read the result'));
  }, [job, settled, toast]);

  const start = () => {
    setSteps([]);
    setResult(null);
    setFailure(null);
    generate.mutate(projectId, {
      onError: (error) => toast.error('Generation Failed', (isApiError(error) && serverMessage(error)) || 'Could not generate assets'),
    });
  };
  const running = generate.isPending || (job !== undefined && isActiveJob(job));

  return (
    <Stack spacing={2} sx={{ mt: 3 }} aria-label="Generate All Assets" component="section">
      <Box>
        <Button variant="contained" onClick={start} disabled={running}>
          {running ? 'Generating...' : 'Generate All Assets'}
        </Button>
      </Box>
      {running && <LinearProgress variant="determinate" value={job?.progress ?? 0} aria-label="Generation progress" />}
      {steps.length > 0 && (
        <List dense aria-label="Generation steps">
          {steps.map((step, index) => (
            <ListItem key={`${index}-${step}`} disableGutters>
              <ListItemText primary={step} slotProps={{ primary: { color: step.startsWith('failed') ? 'error' : 'text.primary' } }} />
            </ListItem>
          ))}
        </List>
      )}
      {result && (
        <List dense aria-label="Generated assets">
          {result.generatedAssets.map((asset) => (
            <ListItem key={`${asset.type}-${asset.name}`} disableGutters>
              <ListItemText primary={`${asset.type} ${asset.name}`} />
            </ListItem>
          ))}
        </List>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {result && (
        <Alert
          severity={result.success ? 'success' : 'warning'}
          action={
            <Button color="inherit" size="small" onClick={() => navigate(`/projects/${projectId}`)}>
              Open Project
            </Button>
          }
        >
          <Typography variant="body2">{result.message}</Typography>
          {result.failedAssets.map((asset) => (
            <Typography key={`${asset.type}-${asset.name}`} variant="body2">{`${asset.type} ${asset.name}: ${asset.error}`}</Typography>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
