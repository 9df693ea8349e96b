/** Keeps only the keys a partial update actually sets (absent and `undefined` mean "leave as is"). */
export function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
