import { z } from 'zod';
import { ApiError, callApi, routeUrl, serverMessage } from './http';
import { reply, stubFetch } from './testing/fetch-stub';

const character = { id: 1, name: 'Rex', description: null, projectId: 3, status: 'pending', modelPath: null, referenceImagePath: null, isPirate: false, voice: { voice: 'en-us', pitch: 50, rate: 175 } };

describe('callApi', () => {
  it('sends credentials and no body or content type when none is given', async () => {
    const fetchStub = stubFetch({ 'GET /api/characters/1': reply(character) });

    await expect(callApi('getCharacter', { params: { id: 1 } })).resolves.toEqual(character);

    const init = fetchStub.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it("takes the method and path from the route table and sends a JSON body with its content type", async () => {
    const fetchStub = stubFetch({ 'PUT /api/characters/7': reply(character) });

    await callApi('updateCharacter', { params: { id: 7 }, body: { name: 'Rex' } });

    const init = fetchStub.mock.calls[0][1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Rex"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.credentials).toBe('include');
  });

  it('sends a bearer token beside the session cookie when asked (a platform change)', async () => {
    const fetchStub = stubFetch({ 'POST /api/platform/rollback': reply({ revision: 2, remotes: [], preview: null }, 200) });

    await callApi('rollbackComposition', { body: { reason: 'Broken.' }, bearerToken: 'stp_secret' });

    const init = fetchStub.mock.calls[0][1];
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer stp_secret' });
    expect(init?.credentials).toBe('include');
  });

  it('sends an upload form as is and lets the browser set the multipart type', async () => {
    const fetchStub = stubFetch({ 'POST /api/music/4/audio': reply({ id: 4 }, 200) });
    const form = new FormData();
    form.set('file', 'data');

    await callApi('uploadMusicAudio', { params: { id: 4 }, form }).catch(() => undefined);

    expect(fetchStub.mock.calls[0][1]?.body).toBe(form);
    expect(fetchStub.mock.calls[0][1]?.headers).toBeUndefined();
  });

  it('adds defined query parameters to the path and encodes path parameters', async () => {
    const fetchStub = stubFetch({ 'GET /api/characters?name=Rex+Star': reply([]), 'GET /api/jobs': reply([]) });

    await callApi('findCharactersByName', { query: { name: 'Rex Star' } });
    await callApi('listJobs', { query: { projectId: undefined } });

    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(routeUrl('getRemotePinHistory', { params: { name: 'a/b' } })).toBe('/api/platform/composition/a%2Fb/history');
  });

  it('throws ApiError "<status>: <body>" on a non-success answer', async () => {
    stubFetch({ 'GET /api/characters/9': { status: 404, statusText: 'Not Found', body: 'Character 9 not found' } });

    const error = await callApi('getCharacter', { params: { id: 9 } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: Character 9 not found' });
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch({ 'DELETE /api/characters/9': { status: 500, statusText: 'Internal Server Error' } });

    await expect(callApi('deleteCharacter', { params: { id: 9 } })).rejects.toThrow('500: Internal Server Error');
  });

  it("rejects a response that does not match the route's response schema", async () => {
    stubFetch({ 'GET /api/characters/1': reply({ id: 'one' }) });

    await expect(callApi('getCharacter', { params: { id: 1 } })).rejects.toBeInstanceOf(z.ZodError);
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
