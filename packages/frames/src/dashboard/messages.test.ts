import { describe, expect, it } from 'vitest';
import { DASH_EN } from './messages/en.js';
import { DASH_CATALOGUES, dashboardTexts, statusLabel } from './messages.js';

describe('the dashboard texts', () => {
  it('has every text in every locale', () => {
    for (const [locale, catalogue] of Object.entries(DASH_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(DASH_EN).sort());
    }
  });
  it("follows the browser's languages", () => {
    expect(dashboardTexts(['de-DE']).t('refund')).toBe('Erstatten');
    expect(dashboardTexts(['pt-BR']).t('refund')).toBe('Refund');
    expect(statusLabel(dashboardTexts(['fr']).t, 'succeeded')).toBe('Réussi');
    expect(statusLabel(dashboardTexts(['fr']).t, 'weird')).toBe('weird');
  });
});
