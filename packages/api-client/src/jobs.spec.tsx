import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Job } from '@studio/contracts/jobs';
import type { ReactNode } from 'react';
import { applyJobEvent, jobsQueryOptions, keepLatestJobs, rememberJob, useJobOutcomes } from './jobs';
import { queryKeys } from './query-keys';
import { buildJob } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from './testing/fetch-stub';

const eventOf = (job: Job, changes: Partial<Job>) => {
  const { id, type, target, projectId, state, progress, stage, error, attempts } = { ...job, ...changes };
  return { id, type, target, projectId, state, progress, stage, error, attempts };
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

  it('ignores the events of a render’s chunks (the list never holds them), without a refetch', () => {
    const queryClient = new QueryClient();
    const render = buildJob({ projectId: 3, type: 'scene.render', target: { type: 'scene', id: 5 } });
    queryClient.setQueryData(queryKeys.jobs(3), [render]);
    const refetch = jest.spyOn(queryClient, 'invalidateQueries');

    const chunk = buildJob({ id: render.id + 1, projectId: 3, type: 'scene.render-chunk', target: { type: 'scene', id: 5 } });
    applyJobEvent(queryClient, eventOf(chunk, { state: 'running', progress: 50 }));

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(3))).toEqual([render]);
    expect(refetch).not.toHaveBeenCalled();
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

describe('useJobOutcomes', () => {
  it('reports each job of its type once, when it goes from queued or running to complete or failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const render = buildJob({ projectId: 3, type: 'scene.render', target: { type: 'scene', id: 5 } });
    const broken = buildJob({ projectId: 3, type: 'scene.render', target: { type: 'scene', id: 6 }, state: 'running' });
    const model = buildJob({ projectId: 3, type: 'character.model' });
    const finishedEarlier = buildJob({ projectId: 3, type: 'scene.render', state: 'complete' });
    queryClient.setQueryData(queryKeys.jobs(3), [render, broken, model, finishedEarlier]);
    const onOutcome = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useJobOutcomes(3, 'scene.render', onOutcome), { wrapper });

    // The cache tells its observers on a timer (notifyManager): each step lets that happen before the next.
    const step = (events: () => void) =>
      act(async () => {
        events();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

    await step(() => applyJobEvent(queryClient, eventOf(render, { state: 'running', progress: 50 })));
    expect(onOutcome).not.toHaveBeenCalled();
    await step(() => {
      applyJobEvent(queryClient, eventOf(render, { state: 'complete', progress: 100 }));
      applyJobEvent(queryClient, eventOf(broken, { state: 'failed', error: 'encoding: ffmpeg exited with code 1' }));
      applyJobEvent(queryClient, eventOf(model, { state: 'complete' }));
    });
    await step(() => applyJobEvent(queryClient, eventOf(render, { state: 'complete', progress: 100 })));

    expect(onOutcome.mock.calls.map(([job]: [Job]) => [job.id, job.state, job.error])).toEqual([
      [render.id, 'complete', null],
      [broken.id, 'failed', 'encoding: ffmpeg exited with code 1'],
    ]);
  });
});

describe('a fetched job list', () => {
  it('keeps what events brought when the fetch is older, and takes what is newer', () => {
    const running = buildJob({ id: 7, state: 'running', progress: 40, attempts: 1 });
    const olderFetch = { ...running, progress: 0 };
    const newerFetch = { ...running, state: 'complete' as const, progress: 100 };
    const retried = { ...running, progress: 0, attempts: 2 };
    const other = buildJob({ id: 8 });

    expect(keepLatestJobs([running], [olderFetch, other])).toEqual([running, other]);
    expect(keepLatestJobs([running], [newerFetch])).toEqual([newerFetch]);
    expect(keepLatestJobs([running], [retried])).toEqual([retried]);
    expect(keepLatestJobs(undefined, [olderFetch])).toEqual([olderFetch]);
  });

  it('is what a refetch of the job list stores', async () => {
    const running = buildJob({ id: 9, projectId: 4, state: 'running', progress: 40, attempts: 1 });
    stubFetch({ 'GET /api/jobs?projectId=4': reply([{ ...running, progress: 0 }]) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.jobs(4), [running]);

    await queryClient.fetchQuery({ ...jobsQueryOptions(4), staleTime: 0 });

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(4))?.[0].progress).toBe(40);
  });

  it('keeps the progress events brought to a job remembered when it was queued, over an older fetch of its first attempt', async () => {
    // The POST answered with the queued job (attempt 0); events then ran it to 5%.
    const queued = buildJob({ id: 12, projectId: 6, state: 'queued', progress: 0, attempts: 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.jobs(6), []);
    rememberJob(queryClient, queued);
    applyJobEvent(queryClient, eventOf(queued, { state: 'running', progress: 0, stage: 'starting', attempts: 1 }));
    applyJobEvent(queryClient, eventOf(queued, { state: 'running', progress: 5, stage: 'rendering frames', attempts: 1 }));
    stubFetch({ 'GET /api/jobs?projectId=6': reply([{ ...queued, state: 'running', progress: 0, stage: 'starting', attempts: 1 }]) });

    await queryClient.fetchQuery({ ...jobsQueryOptions(6), staleTime: 0 });

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(6))?.[0]).toMatchObject({ progress: 5, attempts: 1 });
  });

  it('keeps the progress job events brought while the request was on its way', async () => {
    const running = buildJob({ id: 11, projectId: 5, state: 'running', progress: 0, attempts: 1 });
    let answer!: () => void;
    const fetchStub = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify([running]) } as Response);
        }),
    );
    globalThis.fetch = fetchStub;
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.jobs(5), [running]);

    const refetch = queryClient.fetchQuery({ ...jobsQueryOptions(5), staleTime: 0 });
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    applyJobEvent(queryClient, eventOf(running, { progress: 5, stage: 'rendering frames' }));
    answer();
    await refetch;

    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(5))?.[0]).toMatchObject({ progress: 5, stage: 'rendering frames' });
  });
});
