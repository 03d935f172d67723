import { Module } from '@nestjs/common';
import { OutboxModule } from '@elite/nest-kit';
import { LoginThrottle } from '../auth/login-throttle';
import { PasswordHasher } from '../auth/password-hasher';
import { ChauffeursController } from './chauffeurs.controller';
import { UsersService } from './users.service';

/** The accounts: what sign-in, staff and the internal routes share; /api/users/chauffeurs. */
@Module({
  imports: [OutboxModule.forRoot()],
  controllers: [ChauffeursController],
  providers: [UsersService, LoginThrottle, { provide: PasswordHasher, useValue: new PasswordHasher() }],
  exports: [UsersService],
})
export class UsersModule {}
