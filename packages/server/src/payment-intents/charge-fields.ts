import type { ChargeInput } from '../charges/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentIntent } from './payment-intent.js';

/** The fields a payment's charge copies from its intent. */
export function chargeFields(
  ctx: Pick<ServiceContext, 'scope' | 'app'>,
  pi: PaymentIntent,
): Pick<
  ChargeInput,
  | 'livemode'
  | 'publicUrl'
  | 'amount'
  | 'currency'
  | 'customer'
  | 'description'
  | 'metadata'
  | 'paymentIntent'
  | 'receiptEmail'
  | 'shipping'
  | 'statementDescriptor'
  | 'statementDescriptorSuffix'
  | 'presentmentDetails'
> {
  return {
    livemode: ctx.scope.livemode,
    publicUrl: ctx.app.config.publicUrl,
    amount: pi.amount,
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    metadata: pi.metadata,
    paymentIntent: pi.id,
    receiptEmail: pi.receipt_email,
    shipping: pi.shipping,
    statementDescriptor: pi.statement_descriptor,
    statementDescriptorSuffix: pi.statement_descriptor_suffix,
    presentmentDetails: pi.presentment_details ?? null,
  };
}
