import type { TelemetryEventName } from '@payframe/core/telemetry';
import type { LinkState } from '@payframe/js/protocol';

export interface LinkFunnelEvent {
  name: TelemetryEventName;
  fields: { error_code?: string };
}

/** A request's error code as the funnel keeps it (a word, never the message). */
const codeOf = (error: { code?: string; type: string }) => ({ error_code: error.code ?? error.type });

/**
 * Link's funnel events (docs/telemetry.md) from one change of the group's Link session: Link
 * offered, an e-mail the shopper typed, a consumer found, signed in or not, an account made,
 * and the errors nothing on the page can recover from. Only the step and an error's code are
 * kept: never the e-mail, the phone or the code the shopper typed.
 */
export function linkFunnelEvents(before: LinkState | null, after: LinkState): LinkFunnelEvent[] {
  const events: LinkFunnelEvent[] = [];
  const add = (name: TelemetryEventName, fields: LinkFunnelEvent['fields'] = {}) =>
    events.push({ name, fields });
  if (after.available === true && before?.available !== true) add('link.rendered');
  if (after.email && after.email !== before?.email && after.emailSource === 'user_action')
    add('link.interaction');
  if (after.consumer && !before?.consumer) add('link.lookup_successful');
  const signedIn = (state: LinkState | null) =>
    state?.authState === 'verified' || state?.authState === 'logged-in';
  if (signedIn(after) && !signedIn(before)) add('link.authentication');
  const confirm = after.requests.confirmVerification;
  if (confirm.status === 'ERROR' && before?.requests.confirmVerification.status !== 'ERROR')
    add('link.authentication_error', codeOf(confirm.error));
  if (after.requests.signUp.status === 'SUCCESS' && before?.requests.signUp.status !== 'SUCCESS')
    add('link.account_creation_success');
  for (const [name, request] of Object.entries(after.requests)) {
    const earlier = before?.requests[name as keyof LinkState['requests']];
    if (request.status !== 'ERROR' || earlier?.status === 'ERROR') continue;
    // The server or the network failed, not the shopper: Link cannot go on.
    if (request.error.type === 'api_error' || request.error.type === 'api_connection_error')
      add('link.fatal', codeOf(request.error));
  }
  return events;
}
