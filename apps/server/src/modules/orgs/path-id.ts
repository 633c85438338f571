// Ids in paths: anything but a positive integer names nothing there, so it answers 404 like an
// unknown id (never 400 or 500).
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';

export function pathId(request: FastifyRequest, name: string, what: string): number {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  const text = typeof raw === 'string' ? raw : '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id <= 0) throw notFound(what);
  return id;
}
