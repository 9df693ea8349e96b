import { setTypeFromDescription } from './set-type-from-description';

describe('setTypeFromDescription', () => {
  it.each([
    ['A busy Taqueria at lunch', 'taqueria'],
    ['Their small apartment, messy', 'apartment'],
    ['Two streets meet under the rain', 'street'],
    ['Inside the old food truck', 'truck'],
    ['A street outside the taqueria', 'street'],
    ['Rolling hills and a red barn', 'farm'],
    ['', 'farm'],
    [null, 'farm'],
  ])('%j is a %s', (description, type) => {
    expect(setTypeFromDescription(description)).toBe(type);
  });

  it('matches whole words only', () => {
    expect(setTypeFromDescription('A truckload of streetwise apartmentalizing')).toBe('farm');
  });
});
