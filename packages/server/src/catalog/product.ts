import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { CreateProductParams, UpdateProductParams } from './product-params.js';

export interface Product extends StripeObject {
  object: 'product';
  active: boolean;
  default_price: string | null;
  metadata: Record<string, string>;
  name: string;
  shippable: boolean | null;
  updated: number;
  url: string | null;
}

interface InlineProduct {
  name: string;
  id?: string | undefined;
  active?: boolean | undefined;
  metadata?: Record<string, string> | '' | undefined;
  statement_descriptor?: string | undefined;
  tax_code?: string | undefined;
  unit_label?: string | undefined;
}

/** A new product, from `POST /v1/products` or a price's inline `product_data`. */
export function newProduct(params: CreateProductParams | InlineProduct, livemode: boolean): Product {
  const full = params as Partial<CreateProductParams>;
  const created = nowSeconds();
  return {
    id: params.id || newId('prod', 14),
    object: 'product',
    active: params.active ?? true,
    attributes: [],
    created,
    default_price: null,
    description: full.description || null,
    images: full.images ?? [],
    livemode,
    marketing_features: full.marketing_features ?? [],
    metadata: applyMetadata({}, params.metadata),
    name: params.name,
    package_dimensions: full.package_dimensions ?? null,
    shippable: full.shippable ?? null,
    statement_descriptor: params.statement_descriptor || null,
    tax_code: params.tax_code || null,
    type: full.type ?? 'service',
    unit_label: params.unit_label || null,
    updated: created,
    url: full.url || null,
  };
}

/** The product after an update; `''` clears what Stripe lets be cleared. */
export function updatedProduct(product: Product, params: UpdateProductParams): Product {
  const { metadata, default_price: _price, ...rest } = params;
  const next: Product = {
    ...product,
    metadata: applyMetadata(product.metadata, metadata),
    updated: nowSeconds(),
  };
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (key === 'images' || key === 'marketing_features') next[key] = value === '' ? [] : value;
    else next[key] = clearOr(value, null);
  }
  return next;
}

/** The columns lists filter on. */
export function productColumns(product: Product) {
  return { active: product.active, shippable: product.shippable, url: product.url };
}
