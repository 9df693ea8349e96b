import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

const serialized = new WeakMap<object, string>();

/**
 * Serializes an answer that is kept and sent many times (a cached read) once: the reply sends
 * that JSON instead of serializing the same object again on every request. The value must not
 * change afterwards.
 */
export function withSerializedJson<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

/** Sends the JSON kept by `withSerializedJson` for an answer that has it; other answers pass as they are. */
export class SerializedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer: unknown) => {
        const json = typeof answer === 'object' && answer !== null ? serialized.get(answer) : undefined;
        if (json === undefined) return answer;
        // A string is sent as it is, with the type set here (Express would call it HTML).
        context.switchToHttp().getResponse<Response>().type('json');
        return json;
      }),
    );
  }
}
