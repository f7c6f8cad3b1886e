import { route } from '../routing/route.js';
import { addressSuggestions, addressSuggestionsParams } from './address-lookup/route.js';
import { elementsSessionParams } from './params.js';
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
];
