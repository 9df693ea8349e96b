import { ACTION_OPTIONS, directionLabel } from './direction-labels';

describe('directionLabel', () => {
  it('reads a hyphenated value as words with a capital', () => {
    expect(directionLabel('head-shake')).toBe('Head shake');
    expect(directionLabel('angry')).toBe('Angry');
  });

  it('labels every action', () => {
    expect(ACTION_OPTIONS).toContainEqual({ value: 'hands-on-hips', label: 'Hands on hips' });
  });
});
