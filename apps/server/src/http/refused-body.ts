// What happens to the rest of a body the server refused (413) while it is still arriving.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long the rest of a refused body is read and dropped before the connection closes. */
export const LINGER_MS = 2000;

/**
 * Closing the connection together with the answer makes the kernel reset it while the client
 * is still sending, and many clients then lose the answer they were sent (Node reports EPIPE).
 * So the rest of the body is read and dropped for a short while, as web servers' "lingering
 * close" does, and the connection is closed when that time is up; nothing of it is kept. A
 * client that stops sending in time keeps its connection.
 */
export function lingerOnRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const incoming = request.raw;
  if (incoming.readableEnded) return;
  // Fastify asks for an immediate close after a body it refused; the linger replaces it.
  reply.removeHeader('connection');
  incoming.unpipe();
  incoming.resume();
  reply.raw.once('finish', () => {
    if (incoming.readableEnded) return;
    const timer = setTimeout(() => incoming.destroy(), LINGER_MS);
    timer.unref();
    incoming.once('end', () => clearTimeout(timer));
  });
}
