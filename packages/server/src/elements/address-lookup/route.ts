import { p } from '../../kernel/params.js';
import type { RequestContext } from '../../routing/route.js';

/** More than this many characters before any lookup (docs/link.md: the autocomplete threshold). */
export const MIN_QUERY_LENGTH = 3;
const MAX_LIMIT = 10;

export const addressSuggestionsParams = p.object({
  q: p.string(200),
  country: p.string(2),
  limit: p.integer.optional(),
  expand: p.expand.optional(),
});

type Params = {
  q: string;
  country: string;
  limit?: number | undefined;
};

/**
 * `GET /v1/elements/address_suggestions?q=...&country=..`: addresses for the Address
 * Element's line 1, from the server's lookup provider. A query of 2 characters or fewer
 * answers an empty list without asking the provider; a failing provider does too (autocomplete
 * is a help, never a reason the form cannot be filled by hand).
 */
export async function addressSuggestions(ctx: RequestContext<Params>) {
  const query = ctx.params.q.trim();
  const country = ctx.params.country.toUpperCase();
  const limit = Math.min(Math.max(ctx.params.limit ?? 5, 1), MAX_LIMIT);
  let data: Awaited<ReturnType<typeof ctx.app.addressLookup.suggest>> = [];
  if (query.length >= MIN_QUERY_LENGTH && /^[A-Z]{2}$/.test(country)) {
    try {
      data = (
        await ctx.app.addressLookup.suggest({ query, country, limit, livemode: ctx.scope.livemode })
      ).slice(0, limit);
    } catch (error) {
      ctx.app.log.warn({ err: error }, 'address lookup failed');
    }
  }
  return {
    object: 'list',
    url: '/v1/elements/address_suggestions',
    has_more: false,
    data: data.map((suggestion) => ({ object: 'address_suggestion', ...suggestion })),
  };
}
