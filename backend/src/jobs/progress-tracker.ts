/** Minimum time between two progress writes of one job, unless the stage changes. */
export const PROGRESS_INTERVAL_MS = 250;

export type ProgressWriter = (progress: number, stage: string) => Promise<void>;

/**
 * Turns a handler's progress reports into few, ordered, monotonic writes: a new stage is written
 * at once; a higher percentage at most every PROGRESS_INTERVAL_MS (the last one trails behind).
 * Stays below 100 (a job reaches 100 only when it completes).
 */
export class ProgressTracker {
  private progress = 0;
  private written = { progress: 0, at: 0 };
  private writes: Promise<void> = Promise.resolve();
  private trailing: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private currentStage: string,
    private readonly write: ProgressWriter,
    private readonly intervalMs = PROGRESS_INTERVAL_MS,
  ) {}

  get stage(): string {
    return this.currentStage;
  }

  report(fraction: number, stage?: string): void {
    if (this.closed) return;
    const percent = Math.min(99, Math.floor(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * 100));
    this.progress = Math.max(this.progress, percent);
    if (stage !== undefined && stage !== this.currentStage) {
      this.currentStage = stage;
      this.flush();
    } else if (this.progress > this.written.progress) {
      const wait = this.written.at + this.intervalMs - Date.now();
      if (wait <= 0) this.flush();
      else this.trailing ??= setTimeout(() => this.flush(), wait);
    }
  }

  /** Stops taking reports and waits for the writes already started. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.trailing);
    await this.writes;
  }

  private flush(): void {
    clearTimeout(this.trailing);
    this.trailing = undefined;
    const { progress, currentStage } = this;
    this.written = { progress, at: Date.now() };
    // Chained so writes land in the order reported; a failed write must not stop later ones.
    this.writes = this.writes.then(() => this.write(progress, currentStage)).catch(() => undefined);
  }
}
