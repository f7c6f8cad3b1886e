import { useEffect, useState } from 'react';

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  code: string;
  created: number;
}

const POLL_MS = 2000;

/**
 * Development aid: the Link one-time codes the Payframe server sent in test mode (nothing is
 * really sent). `000000` verifies too; the codes here are the ones a live shopper would get.
 */
export function LinkOutboxPanel() {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch('/api/link-outbox');
        if (response.ok && !stopped) setMessages(((await response.json()) as { data: OutboxMessage[] }).data);
      } catch {
        // The shop server is restarting: try again on the next tick.
      }
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return (
    <aside className="card link-outbox" aria-labelledby="link-outbox-title" data-testid="link-outbox">
      <h2 id="link-outbox-title">Link test codes</h2>
      <p className="form-note">
        Test mode sends no SMS or e-mail: the codes appear here. <code>000000</code> always works too.
      </p>
      {messages && messages.length > 0 ? (
        <ul className="link-outbox-list">
          {messages.map((message) => (
            <li key={`${message.created}-${message.code}-${message.to}`}>
              <span className="link-outbox-code">{message.code}</span>
              <span>
                {message.channel === 'sms' ? 'SMS' : 'E-mail'} to {message.to}
              </span>
              <time dateTime={new Date(message.created * 1000).toISOString()}>
                {new Date(message.created * 1000).toLocaleTimeString()}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="form-note">No codes sent yet.</p>
      )}
    </aside>
  );
}
