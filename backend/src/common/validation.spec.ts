import { apiRoutes } from '@studio/contracts/api-routes';
import { parseRouteInput, toFieldErrors, ValidationFailedError } from './validation';

describe('parseRouteInput', () => {
  it('returns the parsed parts with coercions and defaults applied', () => {
    expect(parseRouteInput(apiRoutes.createCharacter, { body: { name: ' Anne ', projectId: '3' } })).toEqual({
      body: { name: 'Anne', projectId: 3, isPirate: false },
    });
    expect(parseRouteInput(apiRoutes.updateCharacter, { params: { id: '7' }, query: { ignored: '1' }, body: {} })).toEqual({
      params: { id: 7 },
      body: {},
    });
  });

  it('throws a 400 listing every field error of the first failing part, the first one in the message', () => {
    const parse = () => parseRouteInput(apiRoutes.createCharacter, { body: { name: 'A', projectId: 'x' } });
    expect(parse).toThrow(ValidationFailedError);
    expect(parse).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'name', message: 'Character name must be at least 2 characters.' },
          { path: 'projectId', message: 'Expected a numeric id' },
        ],
        message: 'Validation failed: Character name must be at least 2 characters.',
      }),
    );
  });

  it('checks the path before the body', () => {
    expect(() => parseRouteInput(apiRoutes.updateCharacter, { params: { id: 'abc' }, body: { name: 'A' } })).toThrow(
      expect.objectContaining({ errors: [{ path: 'id', message: 'Expected a numeric id' }] }),
    );
  });

  it('drops __proto__ keys before parsing', () => {
    const body = JSON.parse('{"name":"Anne","projectId":1,"__proto__":{"polluted":true}}') as object;
    const { body: parsed } = parseRouteInput(apiRoutes.createCharacter, { body });
    expect(Object.keys(parsed as object)).not.toContain('__proto__');
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('toFieldErrors', () => {
  it('joins nested paths with dots, whatever the segment form', () => {
    expect(toFieldErrors([{ message: 'bad', path: ['dialogue', 0, { key: 'text' }] }, { message: 'top' }])).toEqual([
      { path: 'dialogue.0.text', message: 'bad' },
      { path: '', message: 'top' },
    ]);
  });
});
