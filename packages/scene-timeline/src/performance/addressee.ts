/** What the addressee rule reads of a line. */
export interface AddressedLine {
  characterId: number;
  text: string;
}

/** A character the line may call by name. */
export interface NamedCharacter {
  id: number;
  name: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Greetings and thanks a name follows without a comma when it is called ("Hey Biscuit come here", "Thank you Orla"). */
const GREETING = "hey|hi|hello|oi|yo|ahoy|thanks|thank you|cheers|bye|goodbye|sorry|please|welcome|morning|evening|night|good (?:morning|afternoon|evening|night)|come on";

/**
 * The character a line calls by name, as a vocative: the name (whole, or its first word) opening
 * the line or a sentence, or set off by a comma, and followed by punctuation or the line's end
 * ("Biscuit! Sit.", "Sit, Biscuit.", "Orla, look"), or straight after a greeting or thanks ("Hey
 * Biscuit come here", "Thank you Orla"). A name inside a sentence ("I told Orla",
 * "Look at him, Biscuit loves you") is talked about, not to. null when no one is called.
 */
export function calledByName(line: AddressedLine, characters: readonly NamedCharacter[]): number | null {
  let called: { id: number; at: number } | null = null;
  for (const character of characters) {
    if (character.id === line.characterId) continue;
    const names = [...new Set([character.name.trim(), character.name.trim().split(/\s+/)[0]])].filter((name) => name.length >= 2);
    for (const name of names) {
      const vocative = new RegExp(`(?:^|[.!?,;:]\\s*|[—–]\\s*)(${escape(name)})(?=\\s*(?:[,.!?;:—–]|$))`, 'gi');
      const greeted = new RegExp(`(?:^|[.!?,;:—–]\\s*)(?:${GREETING})\\s+(${escape(name)})(?![\\p{L}\\p{N}])`, 'giu');
      for (const match of [...line.text.matchAll(vocative), ...line.text.matchAll(greeted)]) {
        const at = match.index + match[0].length - match[1].length;
        if (!called || at < called.at) called = { id: character.id, at };
      }
    }
  }
  return called?.id ?? null;
}

/**
 * Whom each line is said to: the one it calls by name, else whom the same speaker's line just
 * before was said to, else the speaker before, else the one after (as in a conversation); null in
 * a monologue. One rule for the shots, the performances and the movements.
 */
export function addressees(lines: readonly AddressedLine[], characters: readonly NamedCharacter[]): (number | null)[] {
  const addressed: (number | null)[] = [];
  lines.forEach((line, index) => {
    const before = lines[index - 1];
    addressed.push(
      calledByName(line, characters) ??
        (before?.characterId === line.characterId ? addressed[index - 1] : null) ??
        [before, lines[index + 1]].find((other) => other !== undefined && other.characterId !== line.characterId)?.characterId ??
        null,
    );
  });
  return addressed;
}
