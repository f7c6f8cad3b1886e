export {
  type AppliedCode,
  applyCoupon,
  applyPromotionCodeById,
  type CodeQuery,
  codeRefusals,
  type DiscountLine,
  discountFor,
  redeemCoupon,
  redeemPromotionCode,
  resolvePromotionCode,
  usablePromotionCode,
} from './apply-code.js';
export { type Coupon, couponValid } from './coupon.js';
export { couponRoutes } from './coupon-routes.js';
export { getCoupon, getPromotionCode } from './discounts-store.js';
export type { PromotionCode } from './promotion-code.js';
export { promotionCodeRoutes } from './promotion-code-routes.js';
