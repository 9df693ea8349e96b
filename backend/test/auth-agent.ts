import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

export type TestAgent = ReturnType<typeof request.agent>;

/** STUDIO_PASSWORD of every test app (createTestApp sets it). */
export const TEST_PASSWORD = 'test-password-123';

/** A supertest agent that keeps cookies, logged in through the real login route. */
export async function authenticatedAgent(app: INestApplication): Promise<TestAgent> {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200, { authenticated: true });
  return agent;
}
