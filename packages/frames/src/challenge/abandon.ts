import { TEST_PAGE_PATHS } from '@payframe/core/constants';

/** A 3-D Secure test page: its path and one action id. */
const isChallengePage = (path: string) =>
  path.startsWith(`${TEST_PAGE_PATHS.threeDSecure}/`) &&
  /^[A-Za-z0-9_]+$/.test(path.slice(TEST_PAGE_PATHS.threeDSecure.length + 1));

/**
 * Closing the modal abandons the authentication, and the intent must not be left waiting in
 * requires_action: at Stripe it goes back to requires_payment_method with
 * payment_intent_authentication_failure. Here the issuer is the server's hosted test page, so
 * the frame answers it "Fail" in the shopper's place, with the page's own token (the form of
 * packages/server/src/pages/action-pages.ts). Only a test page of this origin is answered; a
 * challenge elsewhere is left to its issuer. Never rejects: the modal closes all the same.
 */
export async function abandonChallenge(url: string, origin: string, timeoutMs = 5_000): Promise<boolean> {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return false;
  }
  const token = page.searchParams.get('token');
  if (page.origin !== origin || !isChallengePage(page.pathname) || !token) return false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const answer = await fetch(`${page.origin}${page.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ token, outcome: 'fail' }),
      // With a return_url the page answers with a redirect to the merchant: not ours to follow.
      redirect: 'manual',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: abort.signal,
    });
    return answer.ok || answer.type === 'opaqueredirect';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
