import { Module } from '@nestjs/common';
import { DatabaseModule, OutboxEntity } from '@elite/nest-kit';
import { AuthModule } from './auth/auth.module';
import { InternalModule } from './internal/internal.module';
import { identityMigrations } from './migrations/identity-migrations';
import { UserEntity } from './users/user.entity';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: 'identity',
      entities: [UserEntity, OutboxEntity],
      migrations: identityMigrations,
    }),
    AuthModule,
    InternalModule,
  ],
})
export class AppModule {}
