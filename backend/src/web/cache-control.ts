/** For files whose URL changes with their content (versioned remotes, hashed shell assets). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For files at stable URLs (index.html): the browser must revalidate before every use. */
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';

/** rspack's `[contenthash]` in a file name: `main.3f9c2a1b.js`, `123.3f9c2a1b5d7e.css`. */
export const isContentHashed = (path: string): boolean => /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path);
