import { invalidParam, invalidRequest } from '../kernel/errors.js';
import type { UpdateAccountParams } from './account-params.js';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{5,20}$/;

/** A web address a hosted page may link to or show an image from: http(s) only. */
function checkUrl(value: string | undefined, param: string): void {
  if (!value) return;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw invalidParam(param, `Not a valid URL: ${value}`);
}

function checkColor(value: string | undefined, param: string): void {
  if (value && !HEX_COLOR.test(value))
    throw invalidParam(
      param,
      `Invalid hex color: ${value}. A color is a # followed by six hexadecimal digits, such as #0a2540.`,
    );
}

/**
 * A file id for the icon or logo would name an upload, and there are no uploads to name: the
 * merchant is told to give the image's address instead rather than have it silently ignored.
 */
function checkFile(value: string | undefined, param: string): void {
  if (!value) return;
  throw invalidRequest(
    `No such file upload: '${value}'. This server has no Files API; pass the image's address as ${param.replace(/\]$/, '_url]')} instead.`,
    param,
    'resource_missing',
  );
}

/** Checks the account update's values beyond their types, naming the first bad parameter. */
export function checkAccountUpdate(params: UpdateAccountParams): void {
  const profile = params.business_profile;
  const branding = params.settings?.branding;
  checkFile(branding?.icon, 'settings[branding][icon]');
  checkFile(branding?.logo, 'settings[branding][logo]');
  checkUrl(branding?.icon_url, 'settings[branding][icon_url]');
  checkUrl(branding?.logo_url, 'settings[branding][logo_url]');
  checkColor(branding?.primary_color, 'settings[branding][primary_color]');
  checkColor(branding?.secondary_color, 'settings[branding][secondary_color]');
  checkUrl(profile?.url, 'business_profile[url]');
  checkUrl(profile?.support_url, 'business_profile[support_url]');
  if (profile?.support_email && !EMAIL.test(profile.support_email))
    throw invalidParam('business_profile[support_email]', `Invalid email address: ${profile.support_email}`);
  if (params.email && !EMAIL.test(params.email))
    throw invalidParam('email', `Invalid email address: ${params.email}`);
  if (profile?.support_phone && !PHONE.test(profile.support_phone))
    throw invalidParam('business_profile[support_phone]', `Invalid phone number: ${profile.support_phone}`);
}
