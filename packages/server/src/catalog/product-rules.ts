import { invalidParam } from '../kernel/errors.js';

const MAX_IMAGES = 8;

/**
 * What a product's statement descriptor may be: banks print it in capitals on the shopper's
 * statement, so it needs a letter and none of the characters statements cannot show.
 */
function checkStatementDescriptor(value: string, param: string): void {
  if (/[<>\\"'*]/.test(value))
    throw invalidParam(
      param,
      `The statement descriptor may not contain any of these characters: < > \\ " ' *`,
    );
  if (!/[a-z]/i.test(value))
    throw invalidParam(param, 'The statement descriptor must contain at least one letter.');
}

/** Checks the product fields Stripe constrains beyond their type; `prefix` for inline products. */
export function checkProductFields(
  params: { images?: string[] | '' | undefined; statement_descriptor?: string | undefined },
  prefix = '',
): void {
  const at = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  if (Array.isArray(params.images) && params.images.length > MAX_IMAGES)
    throw invalidParam(at('images'), `A product may have at most ${MAX_IMAGES} images.`);
  if (params.statement_descriptor)
    checkStatementDescriptor(params.statement_descriptor, at('statement_descriptor'));
}
