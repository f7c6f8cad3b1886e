/**
 * The hosted invoice page's stylesheet: one column on a phone, the summary beside the payment
 * on a wider screen. `--brand` is the merchant's primary colour.
 */
export const INVOICE_PAGE_STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --brand: #0a2540; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f8fa; color: #1a1f36; }
.bar { height: 6px; background: var(--brand); }
header { max-width: 64rem; margin: 0 auto; padding: 1.25rem 1rem .5rem; display: flex; align-items: center; gap: .75rem; }
header img { max-height: 40px; max-width: 160px; object-fit: contain; }
header .name { font-weight: 700; font-size: 1.1rem; }
.badge { font-size: .7rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; background: #fff4d6;
  color: #6b4b00; border-radius: 4px; padding: .2rem .45rem; margin-left: auto; }
main { max-width: 64rem; margin: 0 auto; padding: .5rem 1rem 2rem; display: grid; gap: 1.25rem; grid-template-columns: 1fr; }
@media (min-width: 860px) { main { grid-template-columns: 1.1fr 1fr; align-items: start; } }
section { background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 1.5rem; min-width: 0; }
h1 { font-size: 1rem; font-weight: 600; color: #4f566b; margin: 0 0 .35rem; }
h2 { font-size: 1.05rem; margin: 0 0 1rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 0; }
.due { color: #4f566b; margin: .25rem 0 1.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0 0 1.25rem; font-size: .92rem; }
dt { color: #4f566b; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; font-size: .92rem; }
th { text-align: left; color: #4f566b; font-weight: 600; border-bottom: 1px solid #e3e8ee; padding: .45rem 0; }
td { padding: .55rem 0; border-bottom: 1px solid #f0f2f5; vertical-align: top; }
th.num, td.num { text-align: right; white-space: nowrap; padding-left: .75rem; }
tfoot td { border: 0; padding: .3rem 0; }
tfoot tr.strong td { font-weight: 700; }
a.download { display: inline-block; margin-top: 1.25rem; color: var(--brand); font-weight: 600; }
form button { width: 100%; margin-top: 1.25rem; font: inherit; font-weight: 600; font-size: 1rem; padding: .85rem 1rem;
  border: 0; border-radius: 8px; background: var(--brand); color: #fff; cursor: pointer; }
form button:disabled { opacity: .6; cursor: default; }
button:focus-visible, a:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
#payment-element { min-height: 12rem; }
.error { color: #a4161a; min-height: 1.25rem; margin: .75rem 0 0; font-size: .92rem; }
.status { padding: .85rem 1rem; border-radius: 8px; background: #e6f4ea; color: #0a5c2f; font-weight: 600; margin: 0 0 1rem; }
.status.ended { background: #fdecea; color: #a4161a; }
footer { max-width: 64rem; margin: 0 auto; padding: 0 1rem 2rem; color: #4f566b; font-size: .88rem; }
footer a { color: inherit; }
/* On a phone the receipt comes first: it is what the customer came back to see. */
@media (max-width: 859px) { section.receipt { order: -1; } }
dd .line { display: block; }
@media (max-width: 480px) { dl { grid-template-columns: 1fr; gap: .1rem; } dd { margin-bottom: .45rem; } }
`;
