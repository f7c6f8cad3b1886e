// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createElement as h, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValueInput } from './ValueInput.js';

let container: HTMLDivElement;
let root: Root;

/** A CVC-like field that keeps digits only: the form refuses anything else. */
function Digits() {
  const [value, setValue] = useState('');
  return h(ValueInput, {
    id: 'digits',
    inputMode: 'numeric',
    value,
    onChange: (event) => setValue(event.target.value.replace(/\D/g, '')),
  });
}

/** Types into the input as the browser does: the value changes, then the input event fires. */
async function type(input: HTMLInputElement, value: string) {
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ValueInput', () => {
  it('shows what the form kept, even when a keystroke leaves its state as it was', async () => {
    await act(() => root.render(h(Digits)));
    const input = container.querySelector<HTMLInputElement>('#digits')!;
    await type(input, '12');
    expect(input.value).toBe('12');
    // The state stays '12': the frames' runtime does not redraw for it, the input still must.
    await type(input, '12a');
    expect(input.value).toBe('12');
  });

  it('never puts the value in an attribute a stylesheet could read', async () => {
    await act(() => root.render(h(Digits)));
    const input = container.querySelector<HTMLInputElement>('#digits')!;
    await type(input, '123');
    expect(input.getAttribute('value')).toBeNull();
    expect(input.getAttribute('dir')).toBe('ltr');
  });
});
