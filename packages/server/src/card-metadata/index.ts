export { type CardMetadataRange, cardMetadataRanges } from './ranges.js';
export { cardMetadataRoutes } from './routes.js';
