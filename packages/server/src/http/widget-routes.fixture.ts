import { p } from '../kernel/params.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';

/**
 * Test-only routes that answer a "widget" pointing at a customer twice (at the top and
 * inside a nested object), so `expand[]` can be tested on dot paths and inside lists
 * without depending on any other resource.
 */
registerExpandable('test_widget', ['customer', 'owner.customer']);

function widget(customer: string, n = 1) {
  return {
    id: `tw_${n}_${customer}`,
    object: 'test_widget',
    customer,
    owner: { customer, note: 'a plain string' },
  };
}

export const widgetRoutes = [
  route({
    method: 'GET',
    path: '/v1/test_widgets/:customer',
    handler: async (ctx) => widget(ctx.path.customer!),
  }),
  route({
    method: 'GET',
    path: '/v1/test_widgets',
    params: p.object({ ...p.listShape, customer: p.string() }),
    handler: async (ctx) => ({
      object: 'list',
      data: [widget(ctx.params.customer, 1), widget(ctx.params.customer, 2)],
      has_more: false,
      url: '/v1/test_widgets',
    }),
  }),
  route({
    method: 'POST',
    path: '/v1/test_widgets',
    params: p.object({ customer: p.string() }),
    handler: async (ctx) => widget(ctx.params.customer),
  }),
];
