// The baseline of a cached public page: bare Fastify answering one fixed JSON body (the page the console answered),
// compressed by the console's own plugin when asked — what serving a page from memory costs without the framework.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { compressAnswersPlugin } from '../../apps/api/src/plugins/compress-answers.ts';

const port = Number(process.argv[2]);
const body = readFileSync(process.argv[3], 'utf8');
const app = Fastify({ logger: false });
await app.register(compressAnswersPlugin);
app.get('/page', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => process.exit(0));
