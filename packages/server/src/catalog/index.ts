export { getPrice, getProduct } from './catalog-store.js';
export type { Price } from './price.js';
export { priceRoutes } from './price-routes.js';
export type { Product } from './product.js';
export { productRoutes } from './product-routes.js';
