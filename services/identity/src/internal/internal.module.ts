import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { InternalController } from './internal.controller';

/** /internal/sessions: what the gateway asks identity. */
@Module({
  imports: [SessionsModule],
  controllers: [InternalController],
})
export class InternalModule {}
