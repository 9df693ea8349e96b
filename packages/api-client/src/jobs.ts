import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { JobEvent } from '@studio/contracts/events';
import { INTERNAL_JOB_TYPES, type Job, type JobState, type JobTargetType, type JobType } from '@studio/contracts/jobs';
import { callApi } from './http';
import { queryKeys } from './query-keys';

export const fetchJobs = (projectId: number, signal?: AbortSignal) =>
  callApi('listJobs', { query: { projectId }, signal });

const STATE_ORDER: Record<JobState, number> = { queued: 0, running: 1, complete: 2, failed: 2 };

/** Whether `a` is a later moment of the same job than `b`: a later attempt, state, or more progress. */
const isLater = (a: Job, b: Job) =>
  a.attempts !== b.attempts ? a.attempts > b.attempts : a.state !== b.state ? STATE_ORDER[a.state] > STATE_ORDER[b.state] : a.progress > b.progress;

/**
 * A fetched list can be older than what job events already put in the cache (the request left
 * before the last events arrived): for each job the later of the two wins, so progress never
 * steps back on screen.
 */
export function keepLatestJobs(previous: Job[] | undefined, next: Job[]): Job[] {
  if (!previous) return next;
  const cached = new Map(previous.map((job) => [job.id, job]));
  return next.map((job) => {
    const known = cached.get(job.id);
    return known && isLater(known, job) ? known : job;
  });
}

export const jobsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.jobs(projectId),
    // Merged with the cache as it is when the answer arrives, job events of the wait included.
    queryFn: async ({ signal, client }) => {
      const fetched = await fetchJobs(projectId, signal);
      return keepLatestJobs(client.getQueryData<Job[]>(queryKeys.jobs(projectId)), fetched);
    },
  });

export const isActiveJob = (job: Pick<Job, 'state'>) => job.state === 'queued' || job.state === 'running';

/** Not a part of another job (a render's chunks): the job list holds only these. */
const isUserFacingJob = (job: Pick<Job, 'type'>) => !INTERNAL_JOB_TYPES.includes(job.type);

/** The project's recent jobs, newest first, as job events leave them. */
export const useJobs = (projectId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...jobsQueryOptions(projectId), ...options });

/** The queued or running job of this type on this target, with its live progress; undefined when none. */
export const useActiveJob = (projectId: number, type: JobType, target: { type: JobTargetType; id: number }) =>
  useQuery({
    ...jobsQueryOptions(projectId),
    select: (jobs) =>
      jobs.find((job) => job.type === type && job.target.type === target.type && job.target.id === target.id && isActiveJob(job)),
  }).data;

/** A job just queued by a mutation shows at once, before its first event arrives. */
export function rememberJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData<Job[]>(queryKeys.jobs(job.projectId), (jobs) =>
    jobs && !jobs.some((known) => known.id === job.id) ? [job, ...jobs] : jobs,
  );
}

/**
 * Folds a live job event into the cached job list, so progress moves without a refetch; a job
 * the list does not hold yet (queued elsewhere) refetches it. Internal jobs are not in the list.
 */
export function applyJobEvent(queryClient: QueryClient, event: JobEvent): void {
  if (!isUserFacingJob(event)) return;
  const key = queryKeys.jobs(event.projectId);
  const jobs = queryClient.getQueryData<Job[]>(key);
  if (!jobs) return;
  if (!jobs.some((job) => job.id === event.id)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Job[]>(key, jobs.map((job) => (job.id === event.id ? { ...job, ...event } : job)));
}

/**
 * Calls `onOutcome` once for each job of this type that this screen saw queued or running and
 * then saw complete or fail (a state change job events bring into the cached list).
 */
export function useJobOutcomes(projectId: number, type: JobType, onOutcome: (job: Job) => void): void {
  const jobs = useQuery(jobsQueryOptions(projectId)).data;
  const seenStates = useRef(new Map<number, JobState>());
  // Kept in a ref so a new callback each render does not re-run the comparison.
  const callback = useRef(onOutcome);
  callback.current = onOutcome;
  useEffect(() => {
    for (const job of jobs ?? []) {
      if (job.type !== type) continue;
      const before = seenStates.current.get(job.id);
      seenStates.current.set(job.id, job.state);
      if (before !== undefined && isActiveJob({ state: before }) && !isActiveJob(job)) callback.current(job);
    }
  }, [jobs, type]);
}
