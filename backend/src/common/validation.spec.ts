import { createCharacterSchema } from '@studio/contracts/characters';
import { createValidationPipe, toFieldErrors, ValidationFailedError } from './validation';

describe('validation pipe', () => {
  const pipe = createValidationPipe();
  const asBody = { type: 'body' as const, schema: createCharacterSchema };

  it('returns the parsed value with coercions and defaults applied', async () => {
    await expect(pipe.transform({ name: ' Anne ', projectId: '3' }, asBody)).resolves.toEqual({
      name: 'Anne',
      projectId: 3,
      isPirate: false,
    });
  });

  it('throws a 400 listing every field error, the first one in the message', async () => {
    const failure = pipe.transform({ name: 'A', projectId: 'x' }, asBody);
    await expect(failure).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(failure).rejects.toMatchObject({
      errors: [
        { path: 'name', message: 'Character name must be at least 2 characters.' },
        { path: 'projectId', message: 'Expected a numeric id' },
      ],
      message: 'Validation failed: Character name must be at least 2 characters.',
    });
  });

  it('leaves parameters without a schema alone', async () => {
    await expect(pipe.transform('raw', { type: 'body' })).resolves.toBe('raw');
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
