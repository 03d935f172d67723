import { Body, Controller, Get, HttpStatus, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  chauffeurSchema,
  chauffeursResponseSchema,
  createChauffeurSchema,
  type Chauffeur,
  type CreateChauffeur,
} from '@elite/contracts';
import { ApiRoute, Authenticated } from '@elite/nest-kit';
import { UsersService } from './users.service';

/** /api/users/chauffeurs: staff make and list the chauffeurs' accounts (docs/product.md §12). */
@ApiTags('users')
@ApiCookieAuth()
@Authenticated({ admin: true })
@Controller('api/users/chauffeurs')
export class ChauffeursController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiRoute({ summary: 'The chauffeurs, by name', response: chauffeursResponseSchema })
  list(): Promise<Chauffeur[]> {
    return this.users.chauffeurs();
  }

  @Post()
  @ApiRoute({
    summary: "Create a chauffeur's account",
    description: 'Role driver: he signs in with this e-mail and password on /driver.',
    body: createChauffeurSchema,
    response: chauffeurSchema,
    status: HttpStatus.CREATED,
    errors: { [HttpStatus.CONFLICT]: 'The e-mail has an account already' },
  })
  create(@Body() body: CreateChauffeur): Promise<Chauffeur> {
    return this.users.createChauffeur(body);
  }
}
