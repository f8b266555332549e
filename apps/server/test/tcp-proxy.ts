// An outage of the server as a browser sees it, for the browser specs: connections cut and the port closed. Also a
// local TCP port for a server only reachable through a Unix socket (the test PostgreSQL, for a process that may not
// open its socket folder).
import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy to a server (or a Unix socket's `path`) that the test stops (connections cut, port closed) and starts again on its port. */
export function tcpProxy(target: { host: string; port: number } | { path: string }) {
  let listener: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    async start() {
      listener = createServer((client) => {
        const upstream = connect(target);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      await new Promise<void>((resolve) => listener?.listen(port, '127.0.0.1', resolve));
      const address = listener.address();
      if (address && typeof address === 'object') port = address.port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
    },
  };
}
