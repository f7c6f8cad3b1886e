import { p, type z } from '../kernel/params.js';
import { amountShape, productId } from './price-params.js';

const packageDimensions = p.object({
  height: p.number,
  length: p.number,
  weight: p.number,
  width: p.number,
});

export const createProductParams = p.object({
  name: p.string(),
  id: productId.optional(),
  active: p.boolean.optional(),
  default_price_data: p.object({ ...amountShape, metadata: p.metadata.optional() }).optional(),
  description: p.string(40000).optional(),
  images: p.array(p.string(2048)).optional(),
  marketing_features: p.array(p.object({ name: p.string(80) })).optional(),
  metadata: p.metadata.optional(),
  package_dimensions: packageDimensions.optional(),
  shippable: p.boolean.optional(),
  statement_descriptor: p.string(22).optional(),
  tax_code: p.string().optional(),
  type: p.oneOf(['good', 'service']).optional(),
  unit_label: p.string(12).optional(),
  url: p.string().optional(),
});

export const updateProductParams = p.object({
  active: p.boolean.optional(),
  default_price: p.clearable(p.string()).optional(),
  description: p.clearable(p.string(40000)).optional(),
  images: p.clearable(p.array(p.string(2048))).optional(),
  marketing_features: p.clearable(p.array(p.object({ name: p.string(80) }))).optional(),
  metadata: p.metadata.optional(),
  name: p.string().optional(),
  package_dimensions: p.clearable(packageDimensions).optional(),
  shippable: p.boolean.optional(),
  statement_descriptor: p.clearable(p.string(22)).optional(),
  tax_code: p.clearable(p.string()).optional(),
  unit_label: p.clearable(p.string(12)).optional(),
  url: p.clearable(p.string()).optional(),
});

export const listProductsParams = p.object({
  ...p.listShape,
  active: p.boolean.optional(),
  ids: p.array(p.string()).optional(),
  shippable: p.boolean.optional(),
  url: p.string().optional(),
});

export type CreateProductParams = z.output<typeof createProductParams>;
export type UpdateProductParams = z.output<typeof updateProductParams>;
export type DefaultPriceData = NonNullable<CreateProductParams['default_price_data']>;
