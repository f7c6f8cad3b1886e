import { formatMoney, type ShopConfig } from './config.js';

/** The order: two products, one of each, and the total. */
export function CartSummary({ config }: { config: ShopConfig }) {
  const total = config.products.reduce((sum, p) => sum + p.price, 0);
  return (
    <section className="card cart" aria-labelledby="cart-title">
      <h2 id="cart-title">Your order</h2>
      <ul className="cart-lines">
        {config.products.map((product) => (
          <li key={product.id} className="cart-line" data-testid={`cart-line-${product.id}`}>
            <span className={`swatch swatch-${product.id}`} aria-hidden="true" />
            <span className="cart-line-text">
              <span className="cart-line-name">{product.name}</span>
              <span className="cart-line-description">{product.description} · Qty 1</span>
            </span>
            <span className="cart-line-price">{formatMoney(product.price, config.currency)}</span>
          </li>
        ))}
      </ul>
      <div className="cart-row">
        <span>Shipping</span>
        <span>Free</span>
      </div>
      <div className="cart-row cart-total">
        <span>Total</span>
        <span data-testid="cart-total">{formatMoney(total, config.currency)}</span>
      </div>
    </section>
  );
}

export function cartTotal(config: ShopConfig): number {
  return config.products.reduce((sum, p) => sum + p.price, 0);
}
