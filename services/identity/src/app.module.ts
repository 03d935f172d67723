import { Module } from '@nestjs/common';
import { DatabaseModule, OutboxEntity, OutboxModule } from '@elite/nest-kit';
import { AuthController } from './auth/auth.controller';
import { LoginThrottle } from './auth/login-throttle';
import { PasswordHasher } from './auth/password-hasher';
import { SessionSigner } from './auth/session-signer';
import { IdentityConfigModule } from './config';
import { identityMigrations } from './migrations/identity-migrations';
import { UserEntity } from './users/user.entity';
import { UsersService } from './users/users.service';

@Module({
  imports: [
    IdentityConfigModule,
    DatabaseModule.forService({
      schema: 'identity',
      entities: [UserEntity, OutboxEntity],
      migrations: identityMigrations,
    }),
    OutboxModule.forRoot(),
  ],
  controllers: [AuthController],
  providers: [
    UsersService,
    SessionSigner,
    LoginThrottle,
    { provide: PasswordHasher, useValue: new PasswordHasher() },
  ],
})
export class AppModule {}
