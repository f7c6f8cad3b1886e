import { PAGE_LOCALES, type PageLocale, withFallbacks } from '../html/locale.js';
import { OAUTH_LOCALES } from './oauth-locales/all.js';

/** What the test institution's consent page says. */
export interface OauthTexts {
  badge: string;
  title: string;
  institution: string;
  ask: string;
  approve: string;
  deny: string;
  approved: string;
  denied: string;
  note: string;
}

export const OAUTH_EN: OauthTexts = {
  badge: 'Test mode',
  title: 'Bank consent',
  institution: 'Test institution',
  ask: 'Payframe asks to see your accounts at this bank to link one for payments. This page stands in for the bank’s own consent screen.',
  approve: 'Approve access',
  deny: 'Deny',
  approved: 'Access approved. You can close this window and go back to the merchant.',
  denied: 'Access denied. You can close this window.',
  note: 'No real bank is involved.',
};

export const OAUTH_TEXTS: Readonly<Record<PageLocale, OauthTexts>> = withFallbacks<OauthTexts, PageLocale>(
  PAGE_LOCALES,
  { en: OAUTH_EN, ...OAUTH_LOCALES },
);
