import { Module } from '@nestjs/common';
import { RevokedSessionsService } from './revoked-sessions.service';

/** What signing out and the gateway's list of signed-out sessions share (no routes of its own). */
@Module({
  providers: [RevokedSessionsService],
  exports: [RevokedSessionsService],
})
export class SessionsModule {}
