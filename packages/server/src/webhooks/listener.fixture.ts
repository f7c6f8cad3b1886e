import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status it was answered with; 'hang' if never, 'held' until a held answer comes. */
  answer: number | 'hang' | 'held';
}

/** A merchant's webhook receiver for tests: a local HTTP server that records what arrives. */
export class WebhookListener {
  readonly requests: ReceivedRequest[] = [];
  /**
   * How to answer the n-th request (from 0): a status, 'hang' to never answer, or a promise
   * of a status to hold the request open until the test lets it go.
   */
  respond: (n: number) => number | 'hang' | Promise<number> = () => 200;
  #server: Server | undefined;
  #port = 0;

  /** Listens on 127.0.0.1 (on `port`, or any free one) and resolves to the endpoint URL. */
  async listen(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer = this.respond(this.requests.length);
        const received: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          answer: answer instanceof Promise ? 'held' : answer,
        };
        this.requests.push(received);
        const send = (status: number) => {
          received.answer = status;
          res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
        };
        if (answer instanceof Promise) void answer.then(send);
        else if (answer !== 'hang') send(answer);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.#port = (server.address() as AddressInfo).port;
    return this.url;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}/webhooks`;
  }

  /** Requests held open right now. */
  get held(): ReceivedRequest[] {
    return this.requests.filter((r) => r.answer === 'held');
  }

  /** Requests answered 2xx. */
  get delivered(): ReceivedRequest[] {
    return this.requests.filter((r) => typeof r.answer === 'number' && r.answer < 300);
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
