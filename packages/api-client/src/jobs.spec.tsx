import { QueryClient } from '@tanstack/react-query';
import type { Job } from '@studio/contracts/jobs';
import { applyJobEvent, rememberJob } from './jobs';
import { queryKeys } from './query-keys';
import { buildJob } from './testing/factories';

const eventOf = (job: Job, changes: Partial<Job>) => {
  const { id, type, target, projectId, state, progress, stage, error } = { ...job, ...changes };
  return { id, type, target, projectId, state, progress, stage, error };
};

describe('the cached job list', () => {
  it('takes progress and state from job events without a refetch', () => {
    const queryClient = new QueryClient();
    const job = buildJob({ projectId: 3 });
    queryClient.setQueryData(queryKeys.jobs(3), [job]);
    const refetch = jest.spyOn(queryClient, 'invalidateQueries');

    applyJobEvent(queryClient, eventOf(job, { state: 'running', progress: 40, stage: 'building model' }));

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(3))?.[0]).toMatchObject({ state: 'running', progress: 40, stage: 'building model' });
    expect(refetch).not.toHaveBeenCalled();
  });

  it('refetches when an event names a job it does not hold, and ignores projects it never loaded', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.jobs(3), []);
    const refetch = jest.spyOn(queryClient, 'invalidateQueries');

    applyJobEvent(queryClient, eventOf(buildJob({ projectId: 3 }), {}));
    applyJobEvent(queryClient, eventOf(buildJob({ projectId: 4 }), {}));

    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ queryKey: queryKeys.jobs(3) });
  });

  it('remembers a job queued by a mutation once, newest first', () => {
    const queryClient = new QueryClient();
    const older = buildJob({ projectId: 3 });
    const queued = buildJob({ projectId: 3 });
    queryClient.setQueryData(queryKeys.jobs(3), [older]);

    rememberJob(queryClient, queued);
    rememberJob(queryClient, queued);

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(3))?.map((job) => job.id)).toEqual([queued.id, older.id]);
  });
});
