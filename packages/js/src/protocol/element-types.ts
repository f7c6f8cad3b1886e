import { CARD_FAMILY, type FrameComponent } from './frame-url.js';

/**
 * The element types `elements.create()` makes in this version; the other frame components
 * (express checkout) throw until they exist. The React bindings export a component for a type
 * only when it is listed here.
 */
export const ELEMENT_TYPES: readonly FrameComponent[] = [
  'payment',
  'address',
  'linkAuthentication',
  ...CARD_FAMILY,
];
