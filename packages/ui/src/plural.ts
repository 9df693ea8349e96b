/** The word forms of a counted thing: 'Music Track' and 'Music Tracks'. */
export interface WordForms {
  one: string;
  other: string;
}

const englishPlurals = new Intl.PluralRules('en-US');

/** The form of the word that goes with `count`, chosen by Intl.PluralRules ('1 scene', '0 scenes', '2 scenes'). */
export const pluralWord = (count: number, forms: WordForms): string => (englishPlurals.select(count) === 'one' ? forms.one : forms.other);

/** `count` with its word: '1 music track', '3 music tracks'. */
export const countOf = (count: number, forms: WordForms): string => `${count} ${pluralWord(count, forms)}`;
