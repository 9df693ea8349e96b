import { addressees, calledByName } from './addressee';

const cast = [
  { id: 1, name: 'Kit' },
  { id: 2, name: 'Orla' },
  { id: 3, name: 'Biscuit' },
  { id: 4, name: 'Captain Redbeard' },
];
const said = (text: string, characterId = 1) => calledByName({ characterId, text }, cast);

describe('calledByName', () => {
  it('finds a name called at the start, after a comma or a sentence, before punctuation or the end', () => {
    expect(said('Biscuit! Sit, Biscuit. Good boy!')).toBe(3);
    expect(said('Sit, Biscuit.')).toBe(3);
    expect(said('Orla, look at this')).toBe(2);
    expect(said('Thanks, orla')).toBe(2);
    expect(said('Aye, Captain!')).toBe(4);
    expect(said('Captain Redbeard, the salsa is ready.')).toBe(4);
    expect(said('Come here. Biscuit — now!')).toBe(3);
  });

  it('leaves a name talked about inside a sentence, the speaker\'s own, and lines with no name', () => {
    expect(said('I told Orla already.')).toBeNull();
    expect(said('Look at him, Biscuit loves you too.')).toBeNull();
    expect(said('Orla said no.')).toBeNull();
    expect(said('Kit, you fool.', 1)).toBeNull();
    expect(said('Nobody is called here.')).toBeNull();
  });

  it('finds a name called straight after a greeting or thanks, with no comma', () => {
    expect(said('Hey Biscuit come here')).toBe(3);
    expect(said('Thank you Orla for the tea')).toBe(2);
    expect(said('Good morning Captain Redbeard')).toBe(4);
    expect(said('Well. Bye Orla')).toBe(2);
    // A greeting set off on its own says nothing of whom the rest is about.
    expect(said('Hey, I saw Orla at the pier.')).toBeNull();
    expect(said('Thanks to Orla we ate.')).toBeNull();
  });

  it('takes the first name called when there are two', () => {
    expect(said('Orla! Biscuit! Come on.')).toBe(2);
    expect(said('Come on, Biscuit. Orla!')).toBe(3);
  });
});

describe('addressees', () => {
  it('is the one called by name, else whom the same speaker spoke to just before, else the speaker before, else the one after, else no one', () => {
    const lines = [
      { characterId: 1, text: 'Can Biscuit come with us?' },
      { characterId: 2, text: 'No.' },
      { characterId: 1, text: 'Biscuit! Sit, Biscuit.' },
      { characterId: 1, text: 'Good boy.' },
    ];
    expect(addressees(lines, cast)).toEqual([2, 1, 3, 3]);
    expect(addressees([{ characterId: 1, text: 'Alone at last.' }], cast)).toEqual([null]);
  });
});
