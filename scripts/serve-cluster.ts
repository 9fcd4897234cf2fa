// The scale-out arrangement on this machine, without containers, as its test
// runs it (scripts/lib/siteCluster.ts): nginx with deploy/nginx.conf in front of
// SERVERS site servers (2) on PostgreSQL, serving the built dist/. Ctrl-C stops
// everything it started.
//   npm run build && npm run serve:cluster
// PORT (8080) is nginx's; DATABASE_URL an existing database (else a throwaway
// cluster, removed at the end); SMTP_URL, CONTACT_INBOX… go to every server as to `npm start`.
import { startCluster } from './lib/siteCluster'

const cluster = await startCluster({
  dist: process.env.DIST_DIR ?? 'dist',
  servers: Number(process.env.SERVERS ?? 2),
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL,
})
console.log(
  `The site: ${cluster.url} (nginx, configuration and log in ${cluster.nginxDir})\n` +
    `Its servers: ${cluster.serverUrls.join(', ')}\nIts database: ${cluster.databaseUrl}\nCtrl-C stops them.`,
)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void cluster.stop().then(() => process.exit(0))
  })
}
