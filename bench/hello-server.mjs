// The baseline every API figure is compared with: a plain Fastify route in the same kind of process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 8392), host: '127.0.0.1' });
