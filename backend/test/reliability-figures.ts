/**
 * A line for docs/benchmarks.md: `npm run bench` runs the reliability specs with
 * RELIABILITY_FIGURES set and keeps what they print. Written to stdout directly, which Jest
 * does not decorate the way it does console output.
 */
export function reportFigure(line: string): void {
  if (process.env.RELIABILITY_FIGURES) process.stdout.write(`${line}\n`);
}
