import { TEST_PAGE_PATHS, VOUCHER_PAGE_PATH } from '@payframe/core/constants';

/** The server's own hosted pages the modal shows: test pages (3-D Secure challenges, bank authorizations) and vouchers. */
const isHostedTestPage = (path: string) =>
  [...Object.values(TEST_PAGE_PATHS), VOUCHER_PAGE_PATH].some((prefix) => path.startsWith(`${prefix}/`));

/**
 * The URL the challenge window loads. The intent's next action names the hosted page on the
 * server's public URL, but this frame may have been served by the same server under another
 * address (a page loading payframe.js from 127.0.0.1 while the public URL says localhost):
 * the server that answered the confirm is the one that served this frame, so its hosted pages
 * are loaded from this frame's own origin, which its policy allows to frame and which the
 * page's "done" message must come from. An issuer's page elsewhere is left as it is.
 */
export function challengePageUrl(url: string, ownOrigin: string): string {
  try {
    const page = new URL(url);
    if (page.origin === ownOrigin || !isHostedTestPage(page.pathname)) return url;
    return `${ownOrigin}${page.pathname}${page.search}${page.hash}`;
  } catch {
    return url;
  }
}

/** Whether the modal shows a hosted voucher rather than a challenge. */
export function isVoucherPage(url: string): boolean {
  try {
    return new URL(url).pathname.startsWith(`${VOUCHER_PAGE_PATH}/`);
  } catch {
    return false;
  }
}
