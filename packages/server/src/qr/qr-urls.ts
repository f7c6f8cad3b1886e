import { actionUrl } from '../actions/index.js';

/** Where the hosted QR code images and instructions of a pending QR action are served. */
export const QR_PAGE_PATH = '/test/qr';

/**
 * The URLs of a QR next action, from its pending action and that action's token: the code's
 * content (the hosted test page a phone opens), its images, and the instructions page. Each
 * carries the token, the only credential of these pages.
 */
export function qrUrls(publicUrl: string, actionId: string, token: string) {
  const base = `${publicUrl}${QR_PAGE_PATH}/${actionId}`;
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    data: actionUrl(publicUrl, 'redirect', actionId, token),
    png: `${base}/image.png${query}`,
    svg: `${base}/image.svg${query}`,
    instructions: `${base}${query}`,
  };
}
