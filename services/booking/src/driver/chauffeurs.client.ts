import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { NOT_A_CHAUFFEUR, chauffeurSchema, type Chauffeur } from '@elite/contracts';
import { DependencyUnavailableError, ServiceClient } from '@elite/nest-kit';
import { BOOKING_CONFIG, type BookingConfig } from '../config';

/** Identity's chauffeurs (docs/product.md §12): who staff may assign to a ride, with his name and phone. */
@Injectable()
export class ChauffeursClient {
  private readonly identity: ServiceClient;

  constructor(@Inject(BOOKING_CONFIG) config: BookingConfig) {
    this.identity = new ServiceClient('identity', config.IDENTITY_URL);
  }

  /** The chauffeur of this id; a 400 naming `chauffeurId` when there is none, a 503 when identity cannot say. */
  async get(id: number): Promise<Chauffeur> {
    const answer = await this.identity.get(`/internal/chauffeurs/${id}`, chauffeurSchema);
    if (answer.ok) return answer.body;
    if (answer.status === 404)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: [{ path: 'chauffeurId', message: NOT_A_CHAUFFEUR }],
      });
    throw new DependencyUnavailableError(`identity answered ${answer.status}`);
  }
}
