import { invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { CallerContext } from '../routing/caller.js';
import { advance, flowView, requireOpen } from './flow.js';
import type { TEST_DOCUMENTS } from './params.js';
import { rememberDocumentOutcome } from './returning-buyer.js';
import type { IdentityVerification, OnrampFlow, OnrampSession } from './session.js';
import type { StoredSession } from './store.js';
import { saveChange } from './transition.js';

const noDocumentNeeded = () =>
  invalidRequest(
    'This buyer is not asked for an identity document: start the verification after the identity check asks for one.',
    undefined,
    'crypto_onramp_session_unexpected_state',
  );

/**
 * The identity check could not verify the buyer from their data alone (in test mode, the tax
 * id 222-22-2222): `start_identity_verification` opens a document check. Calling it again while
 * the check waits for a document answers the same one.
 */
export async function startIdentityVerification(ctx: CallerContext, stored: StoredSession) {
  requireOpen(stored.session, ['initialized']);
  if (stored.flow.identity !== 'document_required') throw noDocumentNeeded();
  const current = stored.flow.identity_verification;
  if (current?.status === 'requires_input') return flowView(stored);
  const verification: IdentityVerification = {
    id: newId('iv'),
    status: 'requires_input',
    last_error: null,
  };
  const flow: OnrampFlow = { ...stored.flow, identity_verification: verification };
  await saveChange(ctx, stored.session, stored.session, flow);
  return flowView({ session: stored.session, flow });
}

/**
 * The buyer's document, which test mode reads from its name: verified lets the purchase go
 * on, unverified rejects the session as a failed data check does, unreadable asks for another.
 */
export async function submitIdentityDocument(
  ctx: CallerContext,
  stored: StoredSession,
  document: (typeof TEST_DOCUMENTS)[number],
) {
  requireOpen(stored.session, ['initialized']);
  const verification = stored.flow.identity_verification;
  if (stored.flow.identity !== 'document_required') throw noDocumentNeeded();
  if (verification?.status !== 'requires_input')
    throw invalidRequest(
      'Start the identity verification before sending a document.',
      undefined,
      'crypto_onramp_session_unexpected_state',
    );
  if (document === 'test_document_unreadable') {
    const flow: OnrampFlow = {
      ...stored.flow,
      identity_verification: { ...verification, last_error: 'document_unreadable' },
    };
    await saveChange(ctx, stored.session, stored.session, flow);
    return flowView({ session: stored.session, flow });
  }
  const passed = document === 'test_document_verified';
  const flow: OnrampFlow = {
    ...stored.flow,
    identity: passed ? 'verified' : 'rejected',
    identity_verification: { ...verification, status: passed ? 'verified' : 'unverified', last_error: null },
  };
  const after: OnrampSession = passed
    ? advance(stored.session, flow)
    : { ...stored.session, status: 'rejected' };
  await rememberDocumentOutcome(ctx, flow, passed ? 'verified' : 'rejected');
  await saveChange(ctx, stored.session, after, flow);
  return flowView({ session: after, flow });
}
