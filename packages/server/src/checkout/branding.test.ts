import { describe, expect, it } from 'vitest';
import { checkoutBranding } from './branding.js';

describe('checkoutBranding', () => {
  it('names the merchant by the dashboard display name, then the business name', () => {
    expect(
      checkoutBranding({
        settings: { dashboard: { display_name: 'Tea House' } },
        business_profile: { name: 'TH Ltd' },
      }).display_name,
    ).toBe('Tea House');
    expect(checkoutBranding({ business_profile: { name: 'TH Ltd' } }).display_name).toBe('TH Ltd');
    expect(checkoutBranding(undefined)).toEqual({
      display_name: '',
      icon: null,
      logo: null,
      primary_color: null,
      background_color: null,
    });
  });
});
