/** Where the server's own hosted test pages live (3-D Secure challenges, bank authorizations). */
const HOSTED_TEST_PAGES = /^\/test\/(?:3ds|redirect)\//;

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
    if (page.origin === ownOrigin || !HOSTED_TEST_PAGES.test(page.pathname)) return url;
    return `${ownOrigin}${page.pathname}${page.search}${page.hash}`;
  } catch {
    return url;
  }
}
