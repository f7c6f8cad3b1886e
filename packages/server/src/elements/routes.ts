import { route } from '../routing/route.js';
import { addressSuggestions, addressSuggestionsParams } from './address-lookup/route.js';
import { elementsSessionParams } from './params.js';
import { presentmentQuote, presentmentQuoteParams } from './presentment-quote.js';
import { elementsSession } from './session.js';

export const elementsRoutes = [
  route({
    method: 'GET',
    path: '/v1/elements/sessions',
    auth: ['publishable', 'secret'],
    params: elementsSessionParams,
    handler: (ctx) => elementsSession(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/elements/address_suggestions',
    auth: ['publishable', 'secret'],
    params: addressSuggestionsParams,
    handler: (ctx) => addressSuggestions(ctx),
  }),
  route({
    method: 'POST',
    path: '/v1/elements/fx_quotes',
    auth: ['publishable', 'secret'],
    params: presentmentQuoteParams,
    handler: (ctx) => presentmentQuote(ctx),
  }),
];
