import { NotFoundException } from '@nestjs/common';

export class UnknownRemoteError extends NotFoundException {
  constructor(name: string) {
    super(`Remote ${name} does not exist`);
  }
}
