/**
 * The card wallets' marks, drawn here (no brand file is copied): apart from the other brands'
 * because the Payment Element's wallet tabs and the test sheet draw these two alone.
 */

/** Google's "G" in its four colours, and "Pay". */
export function GooglePayMark({ dark }: { dark: boolean }) {
  return (
    <svg viewBox="0 0 41 17" height="21" aria-hidden="true" focusable="false">
      <path
        d="M8.3 7v2.1h3a2.7 2.7 0 0 1-1.1 1.7l1.8 1.4a5.5 5.5 0 0 0 1.7-4.1 6.7 6.7 0 0 0-.1-1.1Z"
        fill="#4285F4"
      />
      <path
        d="M4.9 9.3l-.4.3-1.4 1.1a5.6 5.6 0 0 0 5 3.1 5.3 5.3 0 0 0 3.7-1.3l-1.8-1.4a3.4 3.4 0 0 1-5.1-1.8Z"
        fill="#34A853"
      />
      <path d="M3.1 5.6a5.5 5.5 0 0 0 0 5l1.8-1.4a3.3 3.3 0 0 1 0-2.2Z" fill="#FBBC04" />
      <path
        d="M8.1 4.8a3 3 0 0 1 2.1.8l1.6-1.6a5.4 5.4 0 0 0-3.7-1.4 5.6 5.6 0 0 0-5 3.1l1.8 1.4a3.4 3.4 0 0 1 3.2-2.3Z"
        fill="#EA4335"
      />
      <text
        x="16"
        y="13"
        fontFamily="system-ui, Roboto, Arial, sans-serif"
        fontSize="12.5"
        fontWeight="500"
        fill={dark ? '#fff' : '#3c4043'}
      >
        Pay
      </text>
    </svg>
  );
}

/** An apple (our own drawing) and "Pay". */
export function ApplePayMark({ dark }: { dark: boolean }) {
  const fill = dark ? '#fff' : '#000';
  return (
    <svg viewBox="0 0 38 17" height="21" aria-hidden="true" focusable="false">
      <path
        d="M9.6 8.9c0-1.6 1.3-2.3 1.3-2.4a2.9 2.9 0 0 0-2.3-1.2c-1-.1-1.9.6-2.4.6s-1.3-.6-2.1-.6A3.1 3.1 0 0 0 1.5 7c-1.1 1.9-.3 4.8.8 6.3.5.8 1.1 1.6 1.9 1.6s1.1-.5 2-.5 1.2.5 2 .5 1.3-.8 1.8-1.5a6 6 0 0 0 .8-1.7 2.6 2.6 0 0 1-1.2-2.8ZM8.1 4.2A2.6 2.6 0 0 0 8.7 2.3a2.7 2.7 0 0 0-1.8.9 2.5 2.5 0 0 0-.6 1.8 2.2 2.2 0 0 0 1.8-.8Z"
        fill={fill}
      />
      <text
        x="13"
        y="13.5"
        fontFamily="-apple-system, 'SF Pro Text', system-ui, sans-serif"
        fontSize="13.5"
        fontWeight="500"
        fill={fill}
      >
        Pay
      </text>
    </svg>
  );
}
