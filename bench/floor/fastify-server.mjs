// The API benchmark's floor: a bare Fastify route on the same machine, no auth, no database. It prints
// its port on stdout once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  page: 1,
  pageSize: 100,
  total: 1,
  items: [{ id: '00000000-0000-4000-8000-000000000000', name: 'floor' }],
};
app.get('/floor', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
