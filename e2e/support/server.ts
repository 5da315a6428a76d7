/** Starting a server of the suite's own: a free port, and waiting until it answers. */
import { once } from 'node:events';
import net from 'node:net';

/** A port nobody listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Waits for /api/health to answer 200; false after `timeoutMs`, or as soon as `gaveUp()` says the server is gone. */
export async function waitForHealth(base: string, timeoutMs: number, gaveUp: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
