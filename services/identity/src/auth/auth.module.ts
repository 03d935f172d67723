import { Module } from '@nestjs/common';
import { OutboxModule } from '@elite/nest-kit';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersService } from '../users/users.service';
import { AuthController } from './auth.controller';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { SessionSigner } from './session-signer';

/** /api/auth: accounts, sign-in and the session cookie. */
@Module({
  imports: [OutboxModule.forRoot(), SessionsModule],
  controllers: [AuthController],
  providers: [
    UsersService,
    SessionSigner,
    LoginThrottle,
    { provide: PasswordHasher, useValue: new PasswordHasher() },
  ],
})
export class AuthModule {}
