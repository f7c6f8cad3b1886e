import { shopperErrorMessage } from '@payframe/core/shopper-error-messages';
import { SHOPPER_ERRORS_EN } from '@payframe/core/shopper-errors';

/**
 * The languages an Accept-Language header asks for, most wanted first (`q=0` ones left out).
 * `*` and a missing header ask for nothing: the message stays English.
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, index, weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

interface WireError {
  message?: unknown;
  code?: unknown;
  decline_code?: unknown;
}

/**
 * An error answer's `message` in the browser's language, for the messages a shopper is shown:
 * card declines and card data errors, worded as the frames word them. Only a message still
 * in its English wording is replaced (never a more specific one), and `code`, `decline_code`
 * and `param` stay as they are; a caller that sends no Accept-Language (a merchant's server)
 * reads English, as with Stripe. Returns the payload unchanged when nothing is translated.
 */
export function localizeErrorPayload(payload: string, languages: readonly string[]): string {
  if (languages.length === 0 || !payload.includes('"error"')) return payload;
  let body: { error?: WireError };
  try {
    body = JSON.parse(payload) as { error?: WireError };
  } catch {
    return payload;
  }
  const error = body.error;
  if (!error || typeof error.message !== 'string' || typeof error.code !== 'string') return payload;
  const ids = [
    ...(typeof error.decline_code === 'string' ? [`decline.${error.decline_code}`] : []),
    `decline.${error.code}`,
    `error.${error.code}`,
  ];
  const id = ids.find(
    (candidate) => SHOPPER_ERRORS_EN[candidate as keyof typeof SHOPPER_ERRORS_EN] === error.message,
  );
  if (!id) return payload;
  const message = shopperErrorMessage(id, languages);
  if (message === null || message === error.message) return payload;
  return JSON.stringify({ ...body, error: { ...error, message } });
}
