import { createCharacterSchema } from '@studio/contracts/characters';
import { validateForm } from './form-errors';

describe('validateForm', () => {
  it('returns the parsed data of valid values', () => {
    expect(validateForm(createCharacterSchema, { name: 'Rex', projectId: '3' })).toEqual({
      success: true,
      data: { name: 'Rex', projectId: 3, isPirate: false },
    });
  });

  it('returns the contract message per field', () => {
    expect(validateForm(createCharacterSchema, { name: 'R', projectId: 3, description: 'short' })).toEqual({
      success: false,
      errors: {
        name: 'Character name must be at least 2 characters.',
        description: 'Description must be at least 10 characters.',
      },
    });
  });
});
