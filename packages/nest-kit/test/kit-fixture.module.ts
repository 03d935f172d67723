import { Body, Controller, Get, HttpStatus, Injectable, Module, Post } from '@nestjs/common';
import {
  EVENT_TYPES,
  contactMessageSchema,
  createContactMessageSchema,
  type CreateContactMessage,
} from '@elite/contracts';
import { sampleRideSummary } from '../src/testing/ride-summary';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  ApiRoute,
  Authenticated,
  CurrentUser,
  DatabaseModule,
  OutboxEntity,
  OutboxModule,
  OutboxService,
  Public,
  addOutboxTraceContext,
  createOutboxTable,
  dropOutboxTable,
  type SessionUser,
} from '../src';

export const FIXTURE_SCHEMA = 'kit_fixture';

export class CreateFixture1700000000000 implements MigrationInterface {
  name = 'CreateFixture1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner, FIXTURE_SCHEMA);
    await addOutboxTraceContext(queryRunner, FIXTURE_SCHEMA);
    await queryRunner.query(
      `CREATE TABLE "${FIXTURE_SCHEMA}"."notes" ("id" serial PRIMARY KEY, "text" text NOT NULL)`,
    );
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${FIXTURE_SCHEMA}"."notes"`);
    await dropOutboxTable(queryRunner, FIXTURE_SCHEMA);
  }
}

@Injectable()
class FixtureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  completeRide(bookingId: number): Promise<string> {
    return this.dataSource.transaction((manager) =>
      this.outbox.publish(manager, EVENT_TYPES.bookingStatusChanged, {
        bookingId,
        userId: 7,
        version: 3,
        from: 'confirmed',
        to: 'completed',
        ride: sampleRideSummary(),
      }),
    );
  }
}

@Controller('api/fixture')
class FixtureController {
  constructor(private readonly service: FixtureService) {}

  @Public()
  @Get('whoami')
  whoami(@CurrentUser() user: SessionUser | undefined) {
    return { user: user ?? null };
  }

  @Public()
  @Post('echo')
  @ApiRoute({
    summary: 'Answers the message it is sent',
    body: createContactMessageSchema,
    response: contactMessageSchema,
    status: HttpStatus.CREATED,
  })
  echo(@Body() body: CreateContactMessage) {
    return body;
  }

  @Authenticated()
  @Get('mine')
  mine(@CurrentUser() user: SessionUser) {
    return { id: user.id };
  }

  @Authenticated({ admin: true })
  @Get('staff')
  staff() {
    return { ok: true };
  }

  @Get('undeclared')
  undeclared() {
    return { leaked: true };
  }

  @Public()
  @Get('boom')
  boom() {
    throw new Error('database password is hunter2');
  }

  @Public()
  @Post('complete/:id')
  complete() {
    return this.service.completeRide(42).then((eventId) => ({ eventId }));
  }
}

@Module({
  imports: [
    DatabaseModule.forService({
      schema: FIXTURE_SCHEMA,
      entities: [OutboxEntity],
      migrations: [CreateFixture1700000000000],
    }),
    OutboxModule.forRoot(),
  ],
  controllers: [FixtureController],
  providers: [FixtureService],
})
export class KitFixtureModule {}
