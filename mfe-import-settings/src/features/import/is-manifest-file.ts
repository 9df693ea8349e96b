/**
 * A manifest (JSON) or a bundle (.zip). Browsers report JSON as application/json and zips as
 * application/zip or x-zip-compressed, some as an empty type; the extension decides then.
 */
export const isManifestFile = (file: File): boolean => {
  const name = file.name.toLowerCase();
  if (file.type === 'application/json' || file.type === 'application/zip' || file.type === 'application/x-zip-compressed') return true;
  return (file.type === '' || file.type === 'application/octet-stream') && (name.endsWith('.json') || name.endsWith('.zip'));
};
