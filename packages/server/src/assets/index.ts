export { type AssetRoots, defaultAssetRoots } from './asset-roots.js';
export { registerCheckoutPage } from './checkout-page.js';
export { type ExtraSources, FRAME_CSP, frameCsp } from './headers.js';
export { registerOnrampPage } from './onramp-page.js';
export { registerAssets } from './serve.js';
