// docs/benchmarks.md: `npm run bench` rewrites it whole, `npm run soak` writes only its own section.
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

export const BENCHMARKS_DOC = join(ROOT, 'docs', 'benchmarks.md');

/** The soak's section: from its heading to the next section or the end of the file. */
export const SOAK_SECTION = /^## Soak\b[\s\S]*?(?=^## |(?![\s\S]))/m;
