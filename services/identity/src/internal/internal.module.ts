import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { InternalChauffeursController, InternalController } from './internal.controller';

/** /internal/sessions: what the gateway asks identity; /internal/chauffeurs: what booking asks. */
@Module({
  imports: [SessionsModule, UsersModule],
  controllers: [InternalController, InternalChauffeursController],
})
export class InternalModule {}
