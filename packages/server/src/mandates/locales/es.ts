import type { MandateTexts } from '../mandate-texts.js';

/** Spanish (Spain). */
export const ES: MandateTexts = {
  title: 'Orden de domiciliación',
  badge: 'Modo de prueba',
  creditor: 'Acreedor',
  merchant: 'Comercio',
  reference: 'Referencia de la orden',
  type: 'Tipo',
  recurring: 'Recurrente',
  oneOff: 'Único',
  status: 'Estado',
  holder: 'Titular de la cuenta',
  account: 'Cuenta',
  accepted: 'Aceptada',
  firstCollection: 'Primer cobro',
  online: 'en línea',
  offline: 'sin conexión',
  theMerchant: 'el comercio',
  routing: 'Número de ruta {number}',
  institution: 'Institución {institution}, tránsito {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Activa', inactive: 'Inactiva', pending: 'Pendiente' },
  notes: {
    sepa: 'Autorizaste a {merchant} a enviar instrucciones a tu banco para adeudar esta cuenta, y a tu banco a adeudarla conforme a ellas. Tienes derecho a que tu banco te reembolse según los términos de tu contrato con él, solicitándolo en las 8 semanas siguientes a la fecha del adeudo.',
    becs: 'Aceptaste esta solicitud de adeudo directo (Direct Debit Request) y su acuerdo de servicio, y autorizaste a Payframe, proveedor de pagos del comercio, a adeudar esta cuenta mediante el Bulk Electronic Clearing System (BECS) en nombre de {merchant} (el «Comercio») por los importes que el Comercio te comunique por separado. Certificaste que eres titular de la cuenta o firmante autorizado.',
    ach: 'Autorizaste a {merchant} y a Payframe, su proveedor de pagos, a adeudar esta cuenta mediante la red ACH por el pago que confirmaste y, si guardaste la cuenta, por pagos futuros según las condiciones del comercio, así como a abonarla para corregir un adeudo erróneo. Puedes revocar esta autorización avisando al comercio con 30 días de antelación.',
    pad: 'Aceptaste este acuerdo de débito preautorizado (PAD) y autorizaste a {merchant} y a Payframe, su proveedor de pagos, a adeudar esta cuenta mediante el Automated Clearing Settlement System (ACSS) según lo acordado. Tienes ciertos derechos de reclamación si un adeudo no se ajusta a este acuerdo. Puedes cancelarlo en cualquier momento contactando con el comercio.',
    bacs: 'Indicaste a tu banco o sociedad de crédito hipotecario que pague desde esta cuenta los adeudos directos que solicite {merchant} (a través de Payframe), con las garantías de la Direct Debit Guarantee: se te avisa con antelación de cualquier cambio de importe, fecha o frecuencia; un error en un pago te da derecho a un reembolso completo e inmediato de tu banco o sociedad; y puedes cancelar un adeudo directo en cualquier momento contactando con tu banco o sociedad.',
  },
};
