import { FPX_ACCOUNT_HOLDER_TYPES, methodDescriptor } from '@payframe/core';
import { p } from '../../kernel/params.js';
import { derivedDetails } from '../derived-details.js';
import type { ServerMethod } from '../server-method.js';
import { transactionId } from '../transaction-id.js';

const FPX = methodDescriptor('fpx')!;

/**
 * FPX: the API also takes whose account pays (an individual's unless told), which the
 * details and the charge carry; the charge adds the bank's transaction id.
 */
export const fpxMethod: ServerMethod = {
  extraParams: { account_holder_type: p.oneOf(FPX_ACCOUNT_HOLDER_TYPES).optional() },
  details: (_ctx, data) => ({
    details: {
      account_holder_type: data.account_holder_type ?? 'individual',
      ...derivedDetails(FPX, data),
    },
    fingerprint: null,
  }),
  chargeDetails: ({ own }) => ({
    account_holder_type: own.account_holder_type ?? 'individual',
    bank: own.bank ?? null,
    transaction_id: transactionId(16),
  }),
};
