// Request log lines without secrets: sign-out puts the bearer token in the path
// (DELETE /api/v1/session/{token}) and activation its code (PUT /api/v1/registration/{code}),
// so both are masked before pino writes them. Reset codes travel in the body, never logged.
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/(\/(?:session|registration)\/)[^/?#]+/, '$1[redacted]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
