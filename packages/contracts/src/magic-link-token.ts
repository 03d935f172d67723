import './zod-setup';
import { z } from 'zod';

// Its own module: booking's request (magicLinkToken) and magic-link's shapes both take it, and
// magic-link's shapes are built from booking's, so neither file may import the other for it.
const INVALID_MAGIC_LINK = 'Invalid magic link';
export const magicLinkTokenSchema = z
  .string({ error: INVALID_MAGIC_LINK })
  .regex(/^[A-Za-z0-9_-]{32}$/, INVALID_MAGIC_LINK);
