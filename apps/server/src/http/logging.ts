// Request log lines without secrets: sign-out puts the bearer token in the path
// (DELETE /api/v1/session/{token}), so it is masked before pino writes it.
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/(\/session\/)[^/?#]+/, '$1[redacted]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
