import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';

/**
 * Every API answer says how long this process took to make it (`Server-Timing: app;dur=12.3`, in
 * milliseconds, from the request reaching this process to its headers leaving). Against the time a
 * client measured, it tells a slow handler from a wait in front of it (a busy machine, a proxy);
 * browsers' developer tools show it beside each request.
 */
export function timeAnswers(app: INestApplication): void {
  app.use('/api', (_request: Request, response: Response, next: NextFunction) => {
    const started = performance.now();
    onHeaders(response, () => {
      response.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    });
    next();
  });
}
