import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  NOT_A_CHAUFFEUR,
  chauffeurSchema,
  idParamsSchema,
  type Chauffeur,
  type IdParams,
  revokedSessionsQuerySchema,
  revokedSessionsSchema,
  type RevokedSessionsAnswer,
  type RevokedSessionsQuery,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import { RevokedSessionsService } from '../sessions/revoked-sessions.service';
import { UsersService } from '../users/users.service';

/**
 * For the gateway, on the private network: the sessions signed out, which it refuses. The gateway
 * never forwards /internal/*, so this is public in the auth sense and left out of the public API document.
 */
@ApiExcludeController()
@Public()
@Controller('internal/sessions')
export class InternalController {
  constructor(private readonly sessions: RevokedSessionsService) {}

  @Get('revoked')
  @ApiRoute({
    summary: 'The sessions signed out and not yet expired, by the SHA-256 of their token',
    description: 'With `since` (an earlier `asOf`), only those signed out from about then on.',
    query: revokedSessionsQuerySchema,
    response: revokedSessionsSchema,
  })
  revoked(@Query() query: RevokedSessionsQuery): Promise<RevokedSessionsAnswer> {
    return this.sessions.list(query.since);
  }
}

/** For booking, on the private network: the chauffeur staff assign to a ride (404 for any other id). */
@ApiExcludeController()
@Public()
@Controller('internal/chauffeurs')
export class InternalChauffeursController {
  constructor(private readonly users: UsersService) {}

  @Get(':id')
  @ApiRoute({ summary: 'One chauffeur', params: idParamsSchema, response: chauffeurSchema })
  async findOne(@Param() { id }: IdParams): Promise<Chauffeur> {
    const chauffeur = await this.users.chauffeur(id);
    if (!chauffeur) throw new NotFoundException(NOT_A_CHAUFFEUR);
    return chauffeur;
  }
}
