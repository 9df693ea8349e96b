import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Waits until none of the project's jobs is queued or running. The journeys share one studio and
 * one machine: work a journey leaves behind (the seed's generation, Render Project's renders) would
 * otherwise slow the journeys after it, and queue ahead of their own jobs.
 */
export async function waitForProjectJobsToSettle(api: APIRequestContext, projectId: number, timeoutMs = 240_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/jobs?projectId=${projectId}`);
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as { state: string }[]).filter((job) => job.state === 'queued' || job.state === 'running').length;
      },
      { timeout: timeoutMs, intervals: [2_000], message: `project ${projectId} still has queued or running jobs` },
    )
    .toBe(0);
}
