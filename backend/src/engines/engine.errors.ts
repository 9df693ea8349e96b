/** A generation failure that names the engine and the stage it failed in, for job error messages. */
export class EngineError extends Error {
  constructor(
    readonly engine: string,
    readonly stage: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${engine} failed while ${stage}: ${message}`, options);
    this.name = 'EngineError';
  }
}
