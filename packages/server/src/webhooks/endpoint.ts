import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { CreateEndpointParams, UpdateEndpointParams } from './params.js';

export interface WebhookEndpoint extends StripeObject {
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: boolean;
  metadata: Record<string, string>;
  status: 'enabled' | 'disabled';
  url: string;
}

/** A new signing secret: shown once, at creation, then only kept sealed. */
export function newEndpointSecret(): string {
  return `whsec_${randomToken(32)}`;
}

/** Endpoints receive POSTs over http(s) only; anything else is a clear 400 on `url`. */
function checkUrl(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    throw invalidRequest(
      `Invalid URL: ${url.length > 100 ? `${url.slice(0, 100)}...` : url}. An endpoint URL must be an absolute http:// or https:// URL.`,
      'url',
      'url_invalid',
    );
  }
  return url;
}

export function newEndpoint(params: CreateEndpointParams, livemode: boolean): WebhookEndpoint {
  return {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: params.api_version ?? null,
    application: null,
    created: nowSeconds(),
    description: params.description || null,
    enabled_events: [...new Set(params.enabled_events)],
    livemode,
    metadata: applyMetadata({}, params.metadata),
    status: 'enabled',
    url: checkUrl(params.url),
  };
}

export function updatedEndpoint(endpoint: WebhookEndpoint, params: UpdateEndpointParams): WebhookEndpoint {
  return {
    ...endpoint,
    description: clearOr(params.description, endpoint.description),
    enabled_events: params.enabled_events ? [...new Set(params.enabled_events)] : endpoint.enabled_events,
    metadata: applyMetadata(endpoint.metadata, params.metadata),
    status: params.disabled === undefined ? endpoint.status : params.disabled ? 'disabled' : 'enabled',
    url: params.url === undefined ? endpoint.url : checkUrl(params.url),
  };
}

/** Whether an endpoint listening to `enabledEvents` wants an event of this type. */
export function wantsEvent(enabledEvents: readonly string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type);
}
