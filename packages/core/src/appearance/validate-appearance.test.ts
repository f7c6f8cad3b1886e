import { describe, expect, it } from 'vitest';
import { validateAppearance } from './validate-appearance.js';

function messageOf(input: unknown): string | undefined {
  const result = validateAppearance(input);
  return result.ok ? undefined : result.error.message;
}

describe('validateAppearance', () => {
  it('accepts a full appearance and keeps values as strings', () => {
    const result = validateAppearance({
      theme: 'night',
      labels: 'floating',
      inputs: 'condensed',
      variables: {
        colorPrimary: '#0570de',
        colorBackground: 'rgb(255, 255, 255)',
        colorText: 'hsl(210, 20%, 20%)',
        colorDanger: '#df1b41',
        colorTextPlaceholder: 'gray',
        fontFamily: 'Ideal Sans, system-ui, sans-serif',
        fontSizeBase: '16px',
        spacingUnit: '2px',
        borderRadius: '4px',
        colorLogo: 'dark',
      },
      rules: {
        '.Input': {
          border: '1px solid #e6ebf1',
          boxShadow: '0 1px 1px rgba(0, 0, 0, 0.03)',
          padding: '10px 12px',
        },
        '.Input:focus': { borderColor: 'var(--colorPrimary)' },
        '.Input::placeholder': { color: '#aab7c4' },
        '.Tab--selected': { borderColor: '#0570de' },
        '.Tab--selected:hover': { color: 'white' },
        '.Label': { fontWeight: 500 },
        '.Block': { rowGap: '12px', columnGap: '1.5em' },
        '.PickerItem--selected': { backgroundColor: '#f6f8fa' },
        '.Error': { fontSize: '13px' },
      },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.appearance.theme).toBe('night');
    expect(result.value.appearance.variables.borderRadius).toBe('4px');
    expect(result.value.appearance.rules['.Label']).toEqual({ fontWeight: '500' });
    expect(result.value.warnings).toEqual([]);
  });

  it.each(['stripe', 'flat', 'night'])('accepts theme %s', (theme) => {
    expect(validateAppearance({ theme })).toEqual({
      ok: true,
      value: { appearance: { theme, variables: {}, rules: {} }, warnings: [] },
    });
  });

  it('refuses a unitless length variable', () => {
    expect(messageOf({ variables: { borderRadius: 4 } })).toBe(
      'Invalid value for elements(): appearance.variables.borderRadius should be a CSS length (px, em, rem or %). You specified: 4.',
    );
  });

  it('accepts the deprecated none theme with a warning', () => {
    expect(validateAppearance({ theme: 'none' })).toEqual({
      ok: true,
      value: {
        appearance: { theme: 'none', variables: {}, rules: {} },
        warnings: ["The 'none' theme is deprecated. Use 'stripe', 'flat' or 'night'."],
      },
    });
  });

  it('defaults to the stripe theme', () => {
    expect(validateAppearance(undefined)).toEqual({
      ok: true,
      value: { appearance: { theme: 'stripe', variables: {}, rules: {} }, warnings: [] },
    });
  });

  it.each([
    [
      { theme: 'dark' },
      'Invalid value for elements(): appearance.theme should be one of the following strings: stripe, flat, night. You specified: dark.',
    ],
    [
      { labels: 'below' },
      'Invalid value for elements(): appearance.labels should be one of the following strings: auto, above, floating. You specified: below.',
    ],
    [
      { variables: { colorPrimary: 'red' } },
      'Invalid value for elements(): appearance.variables.colorPrimary should be a hex, rgb() or hsl() color. You specified: red.',
    ],
    [
      { variables: { colorTextSecondary: 'notacolor' } },
      'Invalid value for elements(): appearance.variables.colorTextSecondary should be a CSS color. You specified: notacolor.',
    ],
    [
      { variables: { fontSizeBase: 'large' } },
      'Invalid value for elements(): appearance.variables.fontSizeBase should be a CSS length (px, em, rem or %). You specified: large.',
    ],
    [
      { variables: { colorLogo: 'blue' } },
      'Invalid value for elements(): appearance.variables.colorLogo should be light or dark. You specified: blue.',
    ],
    [
      { variables: { colorBrand: '#fff' } },
      'Invalid value for elements(): appearance.variables.colorBrand should be a known appearance variable. You specified: colorBrand.',
    ],
    [
      { variables: { fontFamily: 'url(https://evil.example/font)' } },
      'url() values are not allowed in appearance.variables.fontFamily.',
    ],
    [
      { variables: { fontFamily: 'Inter; color: red' } },
      'Invalid style configuration value: Inter; color: red This value contains invalid characters.',
    ],
    [
      { rules: { '.Input': { backgroundImage: 'none' } } },
      "Unsupported property in appearance.rules['.Input']: backgroundImage.",
    ],
    [
      { rules: { '.Input': { background: 'url(https://evil.example/x.png)' } } },
      "Unsupported property in appearance.rules['.Input']: background.",
    ],
    [
      { rules: { '.Input': { color: 'url(x)' } } },
      "url() values are not allowed in appearance.rules['.Input'].color.",
    ],
    [
      { rules: { '.Input': { color: 'red!important' } } },
      'Invalid style configuration value: red!important This value contains invalid characters.',
    ],
    [
      { rules: { '.Input': { boxShadow: '0 0 0 1px <script>' } } },
      'Invalid style configuration value: 0 0 0 1px <script> This value contains invalid characters.',
    ],
    [{ rules: { '.Frame': { color: 'red' } } }, 'Unsupported selector in appearance.rules: .Frame.'],
    [
      { rules: { '.Tab--invalid': { color: 'red' } } },
      'Unsupported selector in appearance.rules: .Tab--invalid.',
    ],
    [
      { rules: { '.Label:hover': { color: 'red' } } },
      'Unsupported selector in appearance.rules: .Label:hover.',
    ],
    [
      { rules: { '.Input .Label': { color: 'red' } } },
      'Unsupported selector in appearance.rules: .Input .Label.',
    ],
    [
      { rules: { '.Block': { rowGap: '12' } } },
      "Invalid value for elements(): appearance.rules['.Block'].rowGap should be a number followed by px, em or rem. You specified: 12.",
    ],
    [
      { rules: { '.Block': { columnGap: '10vh' } } },
      "Invalid value for elements(): appearance.rules['.Block'].columnGap should be a number followed by px, em or rem. You specified: 10vh.",
    ],
    [
      { rules: { '.Input': { padding: '1px 2px 3px 4px 5px' } } },
      "Invalid value for elements(): appearance.rules['.Input'].padding should be up to four values in px or 0. You specified: 1px 2px 3px 4px 5px.",
    ],
    [
      { rules: { '.Input': { padding: '1em' } } },
      "Invalid value for elements(): appearance.rules['.Input'].padding should be up to four values in px or 0. You specified: 1em.",
    ],
    ['night', 'Invalid value for elements(): appearance should be an object. You specified: night.'],
  ])('refuses %o', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it.each(['0', '4px', '0 8px', '1px 2px 3px', '1px 2px 3px 4px'])('accepts padding %s', (padding) => {
    expect(validateAppearance({ rules: { '.Input': { padding } } }).ok).toBe(true);
  });
});

describe('validateAppearance with dropInvalid (inside a frame)', () => {
  it('drops an invalid variable, selector or property with a warning and keeps the rest', () => {
    const result = validateAppearance(
      {
        theme: 'flat',
        variables: { colorPrimary: 'url(x)', borderRadius: '4px', colorNope: 'red' },
        rules: { '.Nope': { color: 'red' }, '.Input': { color: 'red', cursor: 'pointer' } },
      },
      { dropInvalid: true },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.appearance).toEqual({
      theme: 'flat',
      variables: { borderRadius: '4px' },
      rules: { '.Input': { color: 'red' } },
    });
    expect(result.value.warnings).toHaveLength(4);
  });

  it('still refuses a wrong outline', () => {
    expect(validateAppearance({ theme: 'dark' }, { dropInvalid: true }).ok).toBe(false);
    expect(validateAppearance({ variables: [] }, { dropInvalid: true }).ok).toBe(false);
  });
});
