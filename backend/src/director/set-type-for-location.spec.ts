import { setTypeForLocation } from './set-type-for-location';

describe('setTypeForLocation', () => {
  it.each([
    ['KITCHEN', 'INT', 'apartment'],
    ["BLOOM HOUSE - EDWARD'S BEDROOM", 'INT', 'apartment'],
    ['SMUGGLERS COVE', 'EXT', 'street'],
    ['TAQUERIA EL SOL', 'INT', 'taqueria'],
    ['ROADSIDE DINER', 'INT', 'taqueria'],
    ["EDWARD'S CAR", 'INT', 'truck'],
    ['THE BARN', 'INT', 'farm'],
    ['SPECTRE - MAIN STREET', 'EXT', 'street'],
  ] as const)('reads %s (%s) as a %s', (location, interior, type) => {
    expect(setTypeForLocation(location, interior)).toBe(type);
  });

  it('falls back on indoors and outdoors for a place it has no word for', () => {
    expect(setTypeForLocation('THE VOID', 'INT')).toBe('apartment');
    expect(setTypeForLocation('THE VOID', 'EXT')).toBe('street');
    expect(setTypeForLocation('THE VOID', null)).toBe('apartment');
  });
});
