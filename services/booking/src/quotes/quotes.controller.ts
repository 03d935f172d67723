import { Body, Controller, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { quoteRequestSchema, quoteSchema, type Quote, type QuoteRequest } from '@elite/contracts';
import { ApiRoute, CurrentUser, Public, type SessionUser } from '@elite/nest-kit';
import { QuotesService } from './quotes.service';

@ApiTags('quotes')
@Public()
@Controller('api/quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @ApiRoute({
    summary: 'The all-in price of a trip, before booking',
    description:
      'Answers `instant` with the total and its lines (US dollars, two decimals; the lines sum to the total, ' +
      'gratuity included) when the trip can be priced from what was sent: a charter always, a transfer when its ' +
      'pick-up and drop-off are places of GET /api/places, written as they are there. Any other address is ' +
      '`on-request`, with total and lines null. For a signed-in client with rewards credit, an instant price ends ' +
      'with a negative "Rewards credit" line, as their booking would. Rates: docs/product.md, "Pricing".',
    body: quoteRequestSchema,
    response: quoteSchema,
    errors: {
      [HttpStatus.BAD_REQUEST]:
        'Invalid field, a time the clocks skip, unknown service type or vehicle, or a vehicle that cannot be booked: `errors` names each field',
    },
  })
  quote(@Body() trip: QuoteRequest, @CurrentUser() user: SessionUser | undefined): Promise<Quote> {
    return this.quotes.quote(trip, user);
  }
}
