export { CURRENCY, PRODUCTS } from './catalog.js';
export { type RunningShop, type ShopOptions, startShop } from './shop-server.js';
