import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { cardMetadataRanges } from './ranges.js';

const cardMetadataParams = p.object({
  bin_prefix: p.string().optional(),
  expand: p.expand.optional(),
});

/** `GET /v1/card_metadata?bin_prefix=424242`: what the card field knows before the number is complete. */
export const cardMetadataRoutes = [
  route({
    method: 'GET',
    path: '/v1/card_metadata',
    auth: ['publishable', 'secret'],
    params: cardMetadataParams,
    async handler(ctx) {
      return { object: 'card_metadata', data: cardMetadataRanges(ctx.params.bin_prefix ?? '') };
    },
  }),
];
