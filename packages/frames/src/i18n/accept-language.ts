const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,4})?$/;

/**
 * The Accept-Language header a hosted page's own API calls send: the language the page shows
 * (the session's locale, else the browser's first it speaks), so an error the API words for
 * the shopper (a decline, a wrong code) comes back in the page's language, not the browser's
 * first. Only a plain language tag is sent; anything else leaves the browser's own header.
 */
export function acceptLanguage(language: string | null | undefined): Record<string, string> {
  return typeof language === 'string' && LANGUAGE_TAG.test(language) ? { 'accept-language': language } : {};
}
