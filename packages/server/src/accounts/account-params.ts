import { p, type z } from '../kernel/params.js';

/** What a merchant may change on its own account: branding and the public business details. */
export const updateAccountParams = p.object({
  business_profile: p
    .object({
      name: p.clearable(p.string()).optional(),
      url: p.clearable(p.string()).optional(),
      support_email: p.clearable(p.string()).optional(),
      support_phone: p.clearable(p.string()).optional(),
      support_url: p.clearable(p.string()).optional(),
      product_description: p.clearable(p.string(40000)).optional(),
    })
    .optional(),
  email: p.clearable(p.string()).optional(),
  metadata: p.metadata.optional(),
  settings: p
    .object({
      branding: p
        .object({
          icon: p.clearable(p.string()).optional(),
          logo: p.clearable(p.string()).optional(),
          primary_color: p.clearable(p.string()).optional(),
          secondary_color: p.clearable(p.string()).optional(),
          /** Payframe has no Files API: an image may be named by its https URL instead. */
          icon_url: p.clearable(p.string(2048)).optional(),
          logo_url: p.clearable(p.string(2048)).optional(),
        })
        .optional(),
      dashboard: p.object({ display_name: p.clearable(p.string()).optional() }).optional(),
    })
    .optional(),
});

export type UpdateAccountParams = z.output<typeof updateAccountParams>;
