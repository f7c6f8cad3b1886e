/** The `charges` list an intent carries. */
export interface IntentCharges {
  object: 'list';
  data: unknown[];
  has_more: boolean;
  total_count: number;
  url: string;
}

/**
 * The intent's `charges` list: the latest charge, and the count of every charge the intent has
 * made (declined attempts included, as Stripe counts them), which the per-intent decline cap reads.
 */
export function chargeList(
  piId: string,
  latest: Record<string, unknown> | null,
  earlier?: IntentCharges,
): IntentCharges {
  const before = earlier?.total_count ?? 0;
  const same = latest !== null && (earlier?.data[0] as { id?: unknown } | undefined)?.id === latest.id;
  const total = latest === null ? before : same ? before : before + 1;
  return {
    object: 'list',
    data: latest ? [latest] : [],
    has_more: total > (latest ? 1 : 0),
    total_count: total,
    url: `/v1/charges?payment_intent=${piId}`,
  };
}
