import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { SessionSigner } from './session-signer';

/** /api/auth: accounts, sign-in and the session cookie. */
@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [AuthController],
  providers: [SessionSigner],
})
export class AuthModule {}
