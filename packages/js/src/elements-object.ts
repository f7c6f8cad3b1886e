import { validateElementsOptions } from '@payframe/core';
import type { ControllerSettings } from './controller.js';
import type { PayframeElement } from './element.js';
import { ElementsGroup } from './elements.js';
import { withStylesheetText } from './font-stylesheets.js';
import { IntegrationError } from './integration-error.js';

/** What `payframe.elements()` returns: the Stripe.js Elements surface. */
export interface ElementsObject {
  create(type: string, options?: Record<string, unknown>): PayframeElement;
  /** `type` is a name, or a component of @stripe/react-stripe-js (which names its type in `__elementType`). */
  getElement(type: string | object, options?: { mode?: string }): PayframeElement | null;
  update(options: Record<string, unknown>): void;
  submit(): Promise<Record<string, unknown>>;
  fetchUpdates(): Promise<Record<string, unknown>>;
}

const groups = new WeakMap<object, ElementsGroup>();

/** The group behind an elements object this script made (undefined for anything else). */
export function groupOf(elements: unknown): ElementsGroup | undefined {
  return typeof elements === 'object' && elements !== null ? groups.get(elements) : undefined;
}

/** Options travel to the controller frame by structured clone: plain data only. */
export function plainData(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value ?? {})) as Record<string, unknown>;
}

export function createElements(
  base: Omit<ControllerSettings, 'elementsOptions'>,
  options: Record<string, unknown> = {},
): ElementsObject {
  const checked = validateElementsOptions(options);
  if (!checked.ok) throw IntegrationError.from(checked.error);
  for (const warning of checked.value.warnings) console.warn(warning);
  const locale = checked.value.locale === 'auto' ? base.locale : checked.value.locale;
  const group = new ElementsGroup({ ...base, locale, elementsOptions: plainData(options) });
  group.loader = checked.value.loader;
  let current = options;
  // The latest `fonts` wins: a stylesheet fetched for an option since replaced is dropped.
  let fontsAsked = 0;
  const sendStylesheets = (fonts: unknown) => {
    const asked = ++fontsAsked;
    void withStylesheetText(fonts).then((read) => {
      if (read && asked === fontsAsked) {
        group.connection_.send('controller/elements-update', { options: plainData({ fonts: read }) });
      }
    });
  };
  sendStylesheets(options.fonts);
  const object: ElementsObject = {
    create: (type, elementOptions) => group.create(type, elementOptions),
    getElement: (type, getOptions) => {
      const name =
        typeof type === 'string' ? type : (type as { __elementType?: unknown } | null)?.__elementType;
      return typeof name === 'string' ? group.getElement(name, getOptions) : null;
    },
    update(updates) {
      const merged = { ...current, ...updates };
      const result = validateElementsOptions(merged);
      if (!result.ok) throw IntegrationError.from(result.error);
      current = merged;
      group.loader = result.value.loader;
      group.connection_.send('controller/elements-update', { options: plainData(updates) });
      if ('fonts' in updates) sendStylesheets(updates.fonts);
    },
    submit: () => group.connection_.request('submit', {}, group.mountedFrameIds_()),
    fetchUpdates: () => group.connection_.request('fetchUpdates', {}, group.mountedFrameIds_()),
  };
  groups.set(object, group);
  return object;
}
