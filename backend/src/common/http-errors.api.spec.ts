import { errorBodySchema } from '@studio/contracts/common';
import { useTestApp } from '../../test/test-app';

describe(`error bodies (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await ctx.http.get('/api/no-such-thing').expect(404).expect('content-type', /json/);
    expect(errorBodySchema.parse(response.body)).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/no-such-thing',
      error: 'Not Found',
    });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await ctx.http
      .post('/api/projects')
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400)
      .expect('content-type', /json/);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
