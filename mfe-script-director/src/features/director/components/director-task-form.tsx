import { Alert, Autocomplete, Box, Button, LinearProgress, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { planDirectorRender, planGenerateAssets, useArchive, useDirectorRender, useGenerateAssets, useTrainDirector } from '@studio/api-client/director';
import { isApiError, serverCode, serverMessage } from '@studio/api-client/http';
import { isActiveJob, useJobs } from '@studio/api-client/jobs';
import { useProjectScripts } from '@studio/api-client/scripts';
import type { DirectorPlan } from '@studio/contracts/director';
import { DIRECTOR_RENDER_CODES } from '@studio/contracts/director.routes';
import type { FieldErrors } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NamedItemNotFoundError, useValidateSceneByName } from '../api/validate-scene-by-name';
import { DirectorPlanDialog } from './director-plan-dialog';
import {
  assetRequestsOf,
  DIRECTOR_TASKS,
  type DirectorInputs,
  type DirectorTask,
  parseCharacterLines,
  parseVoiceLines,
  SAMPLE_INPUTS,
  validateDirectorInputs,
} from '../director-inputs';

/** The inputs each task shows besides project, script and scene. */
const EXTRA_FIELDS: Record<DirectorTask, (keyof DirectorInputs)[]> = {
  analysis: [],
  validation: [],
  generation: ['characters', 'setName', 'score', 'voiceLines'],
  render: ['characters', 'setName', 'score', 'voiceLines'],
  archive: [],
};

const LABELS: Record<keyof DirectorInputs, string> = {
  projectName: 'Project Name',
  scriptPath: 'Script Path',
  sceneName: 'Scene Name',
  characters: 'Characters (one per line)',
  setName: 'Set',
  score: 'Score',
  voiceLines: 'Voice Lines (character: text, one per line)',
};

const MULTILINE = new Set<keyof DirectorInputs>(['characters', 'voiceLines']);

/** The inline status and toast of a failed task (docs/product-rules.md#messages). */
const FAILURE: Record<DirectorTask, { status: string; toast: string; description?: string }> = {
  analysis: { status: 'Analysis failed', toast: 'Analysis Failed', description: 'Could not analyze script' },
  validation: { status: 'Validation failed', toast: 'Validation Failed', description: 'Could not validate scene' },
  generation: { status: 'Generation failed', toast: 'Generation Failed', description: 'Could not generate assets' },
  render: { status: 'Rendering failed', toast: 'Rendering Failed' },
  archive: { status: 'Archiving failed', toast: 'Archiving Failed' },
};

interface Outcome {
  ok: boolean;
  message: string;
  code?: string;
  renderPath?: string;
  archivePath?: string;
  details?: string[];
  /** Jobs whose live progress shows under the result. */
  projectId?: number;
  jobIds?: number[];
}

/** The code a failure shows: the server's (or its status), and for a name the console looked up itself, the same 404. */
const failureOf = (error: unknown): Outcome => {
  if (isApiError(error)) return { ok: false, message: serverMessage(error) ?? error.message, code: serverCode(error) ?? String(error.status) };
  if (error instanceof NamedItemNotFoundError) return { ok: false, message: error.message, code: String(error.status) };
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
};

/** A scene that lacks something: the code the Render Scene tab shows for the same scene. */
const [SCENE_NOT_READY] = DIRECTOR_RENDER_CODES;

/** What the busy button says while a task runs, naming what it works on. */
function busyLabel(task: DirectorTask, inputs: DirectorInputs): string {
  const scene = inputs.sceneName.trim();
  switch (task) {
    case 'analysis':
      return `Analyzing ${inputs.scriptPath.trim()}…`;
    case 'validation':
      return `Validating ${scene}…`;
    case 'generation':
      return `Generating assets for ${inputs.projectName.trim()}…`;
    case 'render':
      return `Rendering ${scene}…`;
    case 'archive':
      return `Archiving ${scene}…`;
  }
}

/** The jobs a task queued, and whether any of them is still running. */
function useQueuedJobs(projectId: number | undefined, jobIds: number[] | undefined) {
  const query = useJobs(projectId ?? 0, { enabled: projectId !== undefined && jobIds !== undefined && jobIds.length > 0 });
  const jobs = query.data?.filter((job) => jobIds?.includes(job.id)) ?? [];
  return { jobs, running: (query.isPending && query.fetchStatus !== 'idle') || jobs.some(isActiveJob) };
}

/** Live progress of the jobs a task queued; a render's video plays once it is done. */
function JobProgress({ projectId, jobIds, renderPath, onFailed }: Required<Pick<Outcome, 'projectId' | 'jobIds'>> & { renderPath?: string; onFailed: (error: string) => void }) {
  const { jobs } = useQueuedJobs(projectId, jobIds);
  const failed = jobs.find((job) => job.state === 'failed');
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!failed || reported.current === failed.id) return;
    reported.current = failed.id;
    onFailed(failed.error ?? 'failed');
  }, [failed, onFailed]);
  const done = jobs.length > 0 && jobs.every((job) => !isActiveJob(job));
  const progress = jobs.length === 0 ? 0 : jobs.reduce((sum, job) => sum + (job.state === 'complete' ? 100 : job.progress), 0) / jobs.length;
  return (
    <Stack spacing={1} aria-label="Job progress">
      {!done && <LinearProgress variant="determinate" value={progress} aria-label="Progress" />}
      {jobs.map((job) => (
        <Typography key={job.id} variant="body2" color={job.state === 'failed' ? 'error' : 'text.secondary'}>
          {`${job.type} #${job.id}: ${job.state}${job.stage ? ` (${job.stage})` : ''}${job.error ? `: ${job.error}` : ''}`}
        </Typography>
      ))}
      {done && !failed && renderPath && (
        <Box component="video" src={renderPath} controls aria-label="Rendered scene" sx={{ width: '100%', maxWidth: 640, borderRadius: 1 }} />
      )}
    </Stack>
  );
}

interface DirectorTaskFormProps {
  task: DirectorTask;
  /** The project every tab works on, shared by the tabs and the Film panel; its id once it names one. */
  projectName: string;
  projectId?: number;
  onProjectNameChange: (projectName: string) => void;
}

/** The tasks that write to the project: they show what they will do and ask first. */
const WRITING_TASKS = new Set<DirectorTask>(['generation', 'render']);

/** The shown inputs still at their sample values, as 'Label: value' (the confirmation names them). */
function sampleValuesOf(fields: (keyof DirectorInputs)[], inputs: DirectorInputs): string[] {
  return fields
    .filter((field) => inputs[field].trim() !== '' && inputs[field].trim() === SAMPLE_INPUTS[field].trim())
    .map((field) => `${LABELS[field].replace(/ \(.*\)$/, '')}: ${parseCharacterLines(inputs[field]).join(' / ')}`);
}

/** One director task: its inputs with sample values, checked, then sent to the director. */
export function DirectorTaskForm({ task, projectName: chosenProject, projectId, onProjectNameChange }: DirectorTaskFormProps) {
  const [ownInputs, setInputs] = useState(SAMPLE_INPUTS);
  const inputs = { ...ownInputs, projectName: chosenProject };
  const [submitted, setSubmitted] = useState(inputs);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [jobFailure, setJobFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ plan: DirectorPlan; samples: string[] } | null>(null);
  const [planning, setPlanning] = useState(false);
  const storedScripts = useProjectScripts(task === 'analysis' ? projectId : undefined).data ?? [];
  const toast = useToast();
  const train = useTrainDirector();
  const validate = useValidateSceneByName();
  const generate = useGenerateAssets();
  const render = useDirectorRender();
  const archive = useArchive();
  const queued = useQueuedJobs(outcome?.projectId, outcome?.jobIds);
  const busy = planning || [train, validate, generate, render, archive].some((mutation) => mutation.isPending) || (queued.running && !jobFailure);
  const action = DIRECTOR_TASKS.find((candidate) => candidate.value === task)?.action;
  const fields: (keyof DirectorInputs)[] = ['projectName', 'scriptPath', 'sceneName', ...EXTRA_FIELDS[task]];

  const run = async (): Promise<Outcome> => {
    const projectName = inputs.projectName.trim();
    const scene = inputs.sceneName.trim();
    switch (task) {
      case 'analysis': {
        const trained = await train.mutateAsync(inputs.scriptPath.trim());
        const memory = trained.directorMemory;
        return { ok: true, message: trained.message, details: [`Theme: ${memory.theme}`, ...memory.scenes.map((known) => `Scene: ${known.name}`)] };
      }
      case 'validation': {
        const verdict = await validate.mutateAsync({ projectName, sceneName: scene });
        return {
          ok: verdict.ready,
          message: verdict.message,
          code: verdict.ready ? undefined : SCENE_NOT_READY,
          details: verdict.missingAssets.map((asset) => `${asset.type}: ${asset.name}${asset.line ? ` (${asset.line})` : ''}`),
        };
      }
      case 'generation': {
        const result = await generate.mutateAsync({ projectName, assets: assetRequestsOf(inputs) });
        return {
          ok: result.success,
          message: result.message,
          details: result.items.map((item) => `${item.type} ${item.name}: ${item.error ?? (item.created ? 'created' : 'queued again')}`),
          projectId: result.projectId,
          jobIds: result.items.flatMap((item) => (item.jobId === null ? [] : [item.jobId])),
        };
      }
      case 'render': {
        const result = await render.mutateAsync({
          projectName,
          scene,
          characters: parseCharacterLines(inputs.characters),
          set: inputs.setName.trim(),
          score: inputs.score.trim() || undefined,
          voiceLines: parseVoiceLines(inputs.voiceLines),
        });
        return { ok: true, message: result.message, renderPath: result.renderPath, projectId: result.projectId, jobIds: [result.jobId] };
      }
      case 'archive': {
        const result = await archive.mutateAsync({ projectName, scene });
        return { ok: true, message: result.message, archivePath: result.archivePath };
      }
    }
  };

  const fail = (error: unknown) => {
    const failure = failureOf(error);
    setOutcome(failure);
    // The server's own words, or the generic one when it gave none.
    toast.error(FAILURE[task].toast, failure.message || FAILURE[task].description);
  };

  /** What a writing task would do, from the server, without doing it. */
  const plan = (): Promise<DirectorPlan> =>
    task === 'render'
      ? planDirectorRender({
          projectName: inputs.projectName.trim(),
          scene: inputs.sceneName.trim(),
          characters: parseCharacterLines(inputs.characters),
          set: inputs.setName.trim(),
          score: inputs.score.trim() || undefined,
          voiceLines: parseVoiceLines(inputs.voiceLines),
        })
      : planGenerateAssets({ projectName: inputs.projectName.trim(), assets: assetRequestsOf(inputs) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDirectorInputs(task, inputs);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOutcome(null);
    setJobFailure(null);
    if (WRITING_TASKS.has(task)) {
      setPlanning(true);
      try {
        const planned = await plan();
        // The script path is not part of what a render or generation writes.
        const samples = sampleValuesOf(fields.filter((field) => field !== 'scriptPath'), inputs);
        if (planned.creates.length > 0 || planned.changes.length > 0 || samples.length > 0) {
          setConfirming({ plan: planned, samples });
          return;
        }
      } catch (error) {
        fail(error);
        return;
      } finally {
        setPlanning(false);
      }
    }
    await execute();
  };

  const execute = async () => {
    setConfirming(null);
    setSubmitted(inputs);
    try {
      const result = await run();
      setOutcome(result);
      if (!result.ok) toast.error(FAILURE[task].toast, result.message);
    } catch (error) {
      fail(error);
    }
  };

  const failedStatus = (outcome && !outcome.ok) || jobFailure;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {fields.map((field) =>
        field === 'scriptPath' ? (
          // The project's stored scripts to pick from; a stored name or id can still be typed.
          <Autocomplete
            key={field}
            freeSolo
            options={storedScripts.map((script) => script.storedName)}
            getOptionLabel={(option) => option}
            renderOption={({ key, ...props }, option) => {
              const script = storedScripts.find((candidate) => candidate.storedName === option);
              return (
                <li key={key} {...props}>
                  {script?.originalName ? `${script.originalName} (${option})` : option}
                </li>
              );
            }}
            inputValue={inputs.scriptPath}
            onInputChange={(_event, value) => setInputs((current) => ({ ...current, scriptPath: value }))}
            renderInput={(params) => <TextField {...params} label={LABELS.scriptPath} error={Boolean(errors.scriptPath)} helperText={errors.scriptPath} />}
          />
        ) : (
          <TextField
            key={field}
            label={LABELS[field]}
            value={inputs[field]}
            multiline={MULTILINE.has(field)}
            minRows={MULTILINE.has(field) ? 3 : undefined}
            onChange={(event) => {
              const { value } = event.target;
              if (field === 'projectName') onProjectNameChange(value);
              else setInputs((current) => ({ ...current, [field]: value }));
            }}
            error={Boolean(errors[field])}
            helperText={errors[field]}
          />
        ),
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {planning ? 'Checking the project…' : busy ? busyLabel(task, submitted) : action}
        </Button>
        {failedStatus && (
          <Typography color="error" role="status">
            {FAILURE[task].status}
          </Typography>
        )}
      </Stack>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} aria-label="Result">
          <Typography variant="body2">{outcome.message}</Typography>
          {outcome.code && <Typography variant="body2">{`Error code: ${outcome.code}`}</Typography>}
          {outcome.renderPath && <Typography variant="body2">{`Render path: ${outcome.renderPath}`}</Typography>}
          {outcome.archivePath && (
            <Link href={outcome.archivePath} download>
              Download archive
            </Link>
          )}
          {outcome.details && outcome.details.length > 0 && (
            <List dense>
              {outcome.details.map((detail, index) => (
                <ListItem key={`${index}-${detail}`} disableGutters>
                  <ListItemText primary={detail} />
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
      {jobFailure && <Alert severity="error">{jobFailure}</Alert>}
      {confirming && (
        <DirectorPlanDialog plan={confirming.plan} samples={confirming.samples} action={action ?? ''} onConfirm={() => void execute()} onCancel={() => setConfirming(null)} />
      )}
      {outcome?.projectId !== undefined && outcome.jobIds && outcome.jobIds.length > 0 && (
        <JobProgress
          projectId={outcome.projectId}
          jobIds={outcome.jobIds}
          renderPath={outcome.renderPath}
          onFailed={(reason) => {
            setJobFailure(reason);
            toast.error(FAILURE[task].toast, reason);
          }}
        />
      )}
    </Stack>
  );
}
