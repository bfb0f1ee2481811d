import net from 'node:net';

/**
 * A TCP proxy that behaves like a commune office's mobile link: every piece of data waits half the round trip in
 * each direction, and the way down is shared at a fixed rate (the way up at the same rate). Used instead of
 * Chromium's own network emulation because that applies to a page's requests only, not to those a service worker
 * makes for it, so a repeat visit would be measured on a fast link.
 */
export interface LinkShape {
  roundTripMs: number;
  bytesPerSecond: number;
}

/** one direction of the link: data leaves in order, each piece after the latency and after the ones before it */
function throttledPipe(from: net.Socket, to: net.Socket, shape: LinkShape, link: { freeAt: number }, openAt: number) {
  from.on('data', (chunk: Buffer) => {
    const now = Date.now();
    const start = Math.max(now + shape.roundTripMs / 2, link.freeAt, openAt);
    link.freeAt = start + (chunk.byteLength / shape.bytesPerSecond) * 1000;
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, link.freeAt - now);
  });
  from.on('end', () => {
    setTimeout(() => to.end(), Math.max(0, link.freeAt - Date.now()) + shape.roundTripMs / 2);
  });
  from.on('error', () => to.destroy());
}

/** listens on a free port and forwards every connection to `target`; all connections share one link */
export async function startSlowLink(
  targetPort: number,
  shape: LinkShape,
): Promise<{ port: number; close(): Promise<void> }> {
  const down = { freeAt: 0 };
  const up = { freeAt: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    // the TCP handshake costs one round trip before anything can be sent
    const openAt = Date.now() + shape.roundTripMs;
    throttledPipe(client, upstream, shape, up, openAt);
    throttledPipe(upstream, client, shape, down, openAt);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
