import { p, type z } from '../kernel/params.js';

export const createDomainParams = p.object({
  domain_name: p.string(),
  enabled: p.boolean.optional(),
  expand: p.expand.optional(),
});

export const updateDomainParams = p.object({
  enabled: p.boolean.optional(),
  expand: p.expand.optional(),
});

export const listDomainsParams = p.object({
  domain_name: p.string().optional(),
  enabled: p.boolean.optional(),
  limit: p.listShape.limit,
  starting_after: p.listShape.starting_after,
  ending_before: p.listShape.ending_before,
  expand: p.listShape.expand,
});

export type CreateDomainParams = z.output<typeof createDomainParams>;
