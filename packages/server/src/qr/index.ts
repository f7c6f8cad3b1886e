export { qrPng, qrPngDataUrl, qrSvg } from './qr-image.js';
export { QR_PAGE_PATH, qrUrls } from './qr-urls.js';
