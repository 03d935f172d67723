import { Injectable } from '@nestjs/common';

/** Server time in milliseconds; a class so tests can move it. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
