import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AssetRoots, defaultAssetRoots } from './asset-roots.js';
import { codedEtag, compressed, isCompressible, pickCoding } from './compress.js';
import { contentType, FRAME_CSP, IMMUTABLE, REVALIDATE } from './headers.js';
import { resolveInside } from './safe-path.js';

interface Loaded {
  body: Buffer;
  etag: string;
}

/** Reads a file, or undefined when it is missing (or is a folder). */
async function load(file: string): Promise<Loaded | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined;
    const body = await readFile(file);
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  } catch {
    return undefined;
  }
}

async function exists(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

function notBuilt(reply: FastifyReply, what: string): FastifyReply {
  return reply
    .code(503)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`Payframe's ${what} is not built. Run \`npm run build\` (or \`npm start\`, which builds first).\n`);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found.\n');
}

/** Below this, compressing saves less than a packet. */
const COMPRESS_FROM = 1024;

/** A file as it was asked for: brotli or gzip for text when the browser takes them, with its own ETag. */
async function send(request: FastifyRequest, reply: FastifyReply, loaded: Loaded, file: string) {
  const extension = path.extname(file);
  reply.header('content-type', contentType(extension)).header('x-content-type-options', 'nosniff');
  const compressible = isCompressible(extension);
  if (compressible) {
    const earlier = reply.getHeader('vary');
    reply.header('vary', earlier ? `${String(earlier)}, Accept-Encoding` : 'Accept-Encoding');
  }
  const coding =
    compressible && loaded.body.length >= COMPRESS_FROM
      ? pickCoding(request.headers['accept-encoding'])
      : undefined;
  const etag = coding ? codedEtag(loaded.etag, coding) : loaded.etag;
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (!coding) return reply.code(200).send(loaded.body);
  const body = await compressed(loaded.body, loaded.etag, coding);
  return reply.code(200).header('content-encoding', coding).send(body);
}

/**
 * The built browser code: the merchant script at `/v1/payframe.js` (and the crypto onramp's at
 * `/v1/onramp.js`) and the frames app under
 * `/frames/`. Served from disk on each request (the builds are small and the OS caches them),
 * so a rebuild shows without restarting the server.
 */
export async function registerAssets(
  http: FastifyInstance,
  roots: AssetRoots = defaultAssetRoots(),
  /** The configured public URL: frames served from another address may still frame its pages. */
  publicUrl: () => string | undefined = () => undefined,
  /** The frame documents' policy (a configured captcha provider adds its origins). */
  framePolicy: () => string = () => FRAME_CSP,
) {
  http.get('/v1/payframe.js', async (request, reply) => {
    const file = path.join(roots.js, 'payframe.js');
    const loaded = await load(file);
    if (!loaded) return notBuilt(reply, 'merchant script (packages/js)');
    // Merchant pages with Cross-Origin-Embedder-Policy may load it too.
    reply.header('cache-control', REVALIDATE).header('cross-origin-resource-policy', 'cross-origin');
    reply.header('vary', 'Host');
    return send(request, reply, withHostWarning(loaded, publicUrl(), request.headers.host), file);
  });

  // The crypto onramp's own script, for pages that sell crypto: not part of payframe.js.
  http.get('/v1/onramp.js', async (request, reply) => {
    const file = path.join(roots.js, 'onramp.js');
    const loaded = await load(file);
    if (!loaded) return notBuilt(reply, 'onramp script (packages/js)');
    reply.header('cache-control', REVALIDATE).header('cross-origin-resource-policy', 'cross-origin');
    return send(request, reply, loaded, file);
  });

  http.get('/frames/*', async (request, reply) => {
    const wildcard = (request.params as Record<string, string>)['*'] ?? '';
    if (!(await exists(roots.frames))) return notBuilt(reply, 'frames app (packages/frames)');
    // The raw URL, not Fastify's decoded parameter: segments are checked after our own decoding.
    const rawPath = request.url.slice('/frames/'.length).split(/[?#]/)[0] ?? wildcard;
    const file = resolveInside(roots.frames, rawPath);
    if (!file) return notFound(reply);
    const loaded = await load(file);
    if (!loaded) return notFound(reply);
    const relative = path.relative(roots.frames, file).split(path.sep);
    reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
    if (path.extname(file) === '.html') {
      reply.header('content-security-policy', framePolicy()).header('referrer-policy', 'same-origin');
    }
    return send(request, reply, loaded, file);
  });
}

/**
 * The merchant script as served under `host`: when that is not the configured public URL's host,
 * it ends with a console warning (once per page), since the hosted pages (3-D Secure, redirects,
 * mandates) open on the public URL. Only the configured URL is written into the script, never
 * the request's Host header.
 */
function withHostWarning(loaded: Loaded, publicUrl: string | undefined, host: string | undefined): Loaded {
  if (!publicUrl || !host) return loaded;
  let origin: URL;
  try {
    origin = new URL(publicUrl);
  } catch {
    return loaded;
  }
  if (origin.host === host) return loaded;
  const message = `Payframe: payframe.js was loaded from an address other than this server's public URL (${origin.origin}, PAYFRAME_PUBLIC_URL); its hosted pages open on that URL. Load payframe.js from ${origin.origin}/v1/payframe.js.`;
  const body = Buffer.concat([loaded.body, Buffer.from(`\n;console.warn(${JSON.stringify(message)});\n`)]);
  return { body, etag: `${loaded.etag.slice(0, -1)}-h"` };
}
