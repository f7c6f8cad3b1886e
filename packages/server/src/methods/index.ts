export { type CardData, cardDataParams } from './card/index.js';
export { derivedDetails } from './derived-details.js';
export { derivedTypeParams } from './derived-params.js';
export { METHOD_NAMES } from './names.js';
export { serverMethod } from './registry.js';
export type { BuiltDetails, PaidMethod, QrCode, ServerMethod } from './server-method.js';
export { needsTypeData, typeFields } from './type-fields.js';
