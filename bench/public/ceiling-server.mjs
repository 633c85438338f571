// The ceiling: a bare Fastify server in its own process answering the same bytes with the
// same content type as the real routes, with no hooks, validation, database or cache lookup.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, listingFile, qrFile] = process.argv.slice(2);
const listing = readFileSync(listingFile);
const qr = readFileSync(qrFile);

const app = Fastify({ logger: false });
app.get('/listing', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(listing),
);
app.get('/qr', (_request, reply) => reply.type('image/png').send(qr));
app.get('/health', () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
