import { Logger } from '@nestjs/common';
import request from 'supertest';
import { healthSchema } from '@studio/contracts/status';
import { createTestApp, useTestApp } from '../../test/test-app';
import { DATABASE_UNREACHABLE_MESSAGE } from '../common';

describe(`health (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('answers without a session after asking the database', async () => {
    const response = await request(ctx.app.getHttpServer()).get('/api/health').expect(200);
    expect(healthSchema.parse(response.body)).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite',
    });
  });

  it('answers 503 once the database is gone', async () => {
    const other = await createTestApp();
    // The failure is logged by design (error filter, TypeORM); keep the test output clean.
    const quiet = [jest.spyOn(Logger.prototype, 'error').mockReturnValue(), jest.spyOn(console, 'log').mockReturnValue()];
    try {
      await other.dataSource.destroy();
      const response = await request(other.app.getHttpServer()).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ statusCode: 503, message: DATABASE_UNREACHABLE_MESSAGE });
    } finally {
      quiet.forEach((spy) => spy.mockRestore());
      await other.dataSource.initialize();
      await other.close();
    }
  });
});
