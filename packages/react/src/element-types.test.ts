import { ELEMENT_FRAMES } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import * as bindings from './index.js';

/**
 * The exports that are element components: named `...Element`, or carrying an element type.
 * `OnrampElement` is not one: it mounts a crypto onramp session of onramp.js, not an element of
 * an elements group.
 */
const components = Object.entries(bindings).filter(
  ([name, value]) =>
    name !== 'OnrampElement' &&
    (name.endsWith('Element') || (typeof value === 'function' && '__elementType' in value)),
);

describe('the exported element components', () => {
  it('are there', () => {
    expect(components.map(([name]) => name)).toContain('PaymentElement');
  });

  it.each(components)('%s mounts an element type the merchant script can create', (_name, component) => {
    const type = (component as { __elementType?: unknown }).__elementType;
    expect(typeof type).toBe('string');
    expect(ELEMENT_FRAMES).toContain(type);
  });
});
