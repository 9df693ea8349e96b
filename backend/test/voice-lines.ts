import { setTimeout as delay } from 'node:timers/promises';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import type { TestAgent } from './auth-agent';

/** Where a line's synthesis ends; the job drives it there from 'pending'. */
const SETTLED = ['complete', 'failed'];

/** GETs the line until its synthesis job has finished; fails the test after `timeoutMs`. */
export async function settledVoiceLine(http: TestAgent, id: number, timeoutMs = 30_000): Promise<VoiceLine> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await http.get(`/api/voicelines/${id}`).expect(200);
    const line = response.body as VoiceLine;
    if (SETTLED.includes(line.status)) return line;
    if (Date.now() > deadline) throw new Error(`Voice line ${id} still ${line.status} after ${timeoutMs} ms`);
    await delay(25);
  }
}
