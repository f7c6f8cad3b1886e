/**
 * Throw-away e-mail services: an address at one of them says little about who pays, and card
 * testers use them. A short list of the best-known services, on purpose: a merchant who wants
 * a longer one writes a rule with `:email_domain: in @their_list` (a value list).
 */
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'dispostable.com',
  'getnada.com',
  'guerrillamail.com',
  'maildrop.cc',
  'mailinator.com',
  'mintemail.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempmail.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
]);

/** The part after the @, lower-cased; null when there is no usable address. */
export function emailDomain(email: string | null): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : null;
}

export function isDisposableEmail(email: string | null): boolean | null {
  const domain = emailDomain(email);
  return domain === null ? null : DISPOSABLE_EMAIL_DOMAINS.has(domain);
}
