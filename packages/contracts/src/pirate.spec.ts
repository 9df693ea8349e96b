import { pirateProjectFormSchema } from './pirate';

const validForm = { projectName: 'Black Flag', description: 'Pirates hunt a cursed treasure.' };

describe('pirateProjectFormSchema', () => {
  it('fills the spec defaults', () => {
    expect(pirateProjectFormSchema.parse(validForm)).toEqual({
      ...validForm,
      pirateIntensity: 3,
      oceanType: 'choppy',
      useCanonCharacters: true,
      createMusic: true,
    });
  });

  it.each([
    [{ projectName: 'B' }, 'Project name must be at least 2 characters.'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters.'],
    [{ description: 'x'.repeat(501) }, 'Description must be less than 500 characters.'],
  ])('rejects %j with the spec message', (override, message) => {
    const result = pirateProjectFormSchema.safeParse({ ...validForm, ...override });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([0, 6, 2.5])('keeps the pirate intensity within 1 to 5 (%s refused)', (pirateIntensity) => {
    expect(pirateProjectFormSchema.safeParse({ ...validForm, pirateIntensity }).success).toBe(false);
  });

  it('accepts only the four sea conditions', () => {
    expect(pirateProjectFormSchema.safeParse({ ...validForm, oceanType: 'maelstrom' }).success).toBe(true);
    expect(pirateProjectFormSchema.safeParse({ ...validForm, oceanType: 'lake' }).success).toBe(false);
  });
});
