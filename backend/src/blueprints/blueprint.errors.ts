import { BadRequestException } from '@nestjs/common';

/** 400: a blueprint (an import's manifest) refers to what it does not hold, or names a thing twice; every problem at once. */
export class BlueprintProblemsError extends BadRequestException {
  constructor(readonly problems: readonly string[]) {
    super({
      statusCode: 400,
      error: 'Bad Request',
      message: `The manifest has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems.join('; ')}.`,
      errors: problems.map((message) => ({ path: 'manifest', message })),
    });
  }
}
