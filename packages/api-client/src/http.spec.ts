import { z } from 'zod';
import { ApiError, request, serverMessage } from './http';
import { reply, stubFetch } from './testing/fetch-stub';

const itemSchema = z.object({ id: z.number() });

describe('request', () => {
  it('sends credentials and no body or content type when none is given', async () => {
    const fetchStub = stubFetch({ 'GET /api/items/1': reply({ id: 1 }) });

    await expect(request('/api/items/1', { schema: itemSchema })).resolves.toEqual({ id: 1 });

    const init = fetchStub.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('sends a JSON body with its content type when a body is given', async () => {
    const fetchStub = stubFetch({ 'POST /api/items': reply({ id: 2 }) });

    await request('/api/items', { method: 'POST', body: { name: 'Rex' }, schema: itemSchema });

    const init = fetchStub.mock.calls[0][1];
    expect(init?.body).toBe('{"name":"Rex"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.credentials).toBe('include');
  });

  it('sends FormData as is and lets the browser set the multipart type', async () => {
    const fetchStub = stubFetch({ 'POST /api/uploads': reply({ id: 3 }) });
    const form = new FormData();
    form.set('file', 'data');

    await request('/api/uploads', { method: 'POST', body: form, schema: itemSchema });

    expect(fetchStub.mock.calls[0][1]?.body).toBe(form);
    expect(fetchStub.mock.calls[0][1]?.headers).toBeUndefined();
  });

  it('adds defined query parameters to the path', async () => {
    const fetchStub = stubFetch({ 'GET /api/characters?name=Rex+Star': reply([]) });

    await request('/api/characters', { schema: z.array(itemSchema), query: { name: 'Rex Star', skip: undefined } });

    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('throws ApiError "<status>: <body>" on a non-success answer', async () => {
    stubFetch({ 'GET /api/items/9': { status: 404, statusText: 'Not Found', body: 'Character 9 not found' } });

    const error = await request('/api/items/9', { schema: itemSchema }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: Character 9 not found' });
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch({ 'DELETE /api/items/9': { status: 500, statusText: 'Internal Server Error' } });

    await expect(request('/api/items/9', { method: 'DELETE', schema: itemSchema })).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('rejects a response that does not match the contract schema', async () => {
    stubFetch({ 'GET /api/items/1': reply({ id: 'one' }) });

    await expect(request('/api/items/1', { schema: itemSchema })).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new ApiError(413, 'Payload Too Large', '{"statusCode":413,"message":"Manifest is larger than 5 MB."}');

    expect(serverMessage(error)).toBe('Manifest is larger than 5 MB.');
  });

  it('falls back to the body text, then to nothing', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', 'upstream down'))).toBe('upstream down');
    expect(serverMessage(new ApiError(502, 'Bad Gateway', ''))).toBeUndefined();
  });
});
