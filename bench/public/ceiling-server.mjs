// The ceiling: a bare Fastify server in its own process, with no hooks, validation, database
// or cache lookup. For each real answer it serves the same body twice: `/NAME` with only the
// content type, and `/NAME-same` with every header the app sends (so the bytes on the wire are
// the app's, except Date). Usage: node ceiling-server.mjs PORT ANSWERS.json, where the file
// holds [{ name, headers, body (base64) }].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));

const app = Fastify({ logger: false });
for (const { name, headers, body } of answers) {
  const bytes = Buffer.from(body, 'base64');
  const type = headers['content-type'];
  app.get(`/${name}`, (_request, reply) => reply.type(type).send(bytes));
  app.get(`/${name}-same`, (_request, reply) => reply.headers(headers).send(bytes));
}
app.get('/health', () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
