/**
 * A hosted page (a voucher, 3-D Secure) as the modal loads it: in the elements' `locale` when
 * the merchant set one (otherwise the page reads the browser's languages, as `auto` means).
 */
export function voucherPageUrl(url: string, locale: unknown): string {
  if (typeof locale !== 'string' || locale === '' || locale === 'auto') return url;
  try {
    const page = new URL(url);
    page.searchParams.set('locale', locale);
    return page.toString();
  } catch {
    return url;
  }
}
