// The built API in WORKERS processes sharing one port (Node cluster: the primary hands connections out
// round-robin). Each worker is the ordinary apps/api/dist/main.js; start-up migrations take an advisory
// lock, so the workers may start together.
import cluster from 'node:cluster';

const workers = Number(process.env.WORKERS ?? 2);

if (cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  await import('../apps/api/dist/main.js');
}
