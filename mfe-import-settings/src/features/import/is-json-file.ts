/** Browsers report JSON as application/json, some as an empty type; the extension decides then. */
export const isJsonFile = (file: File): boolean =>
  file.type === 'application/json' || (file.type === '' && file.name.toLowerCase().endsWith('.json'));
