/**
 * Ports for what the bench starts (the site's server, the no-JS proxy, Lighthouse's Chromium): taken
 * from one range, BENCH_PORTS ('5100-5199' by default), so a bench never lands on a port another
 * server or test run on the same machine was given.
 */
import { once } from 'node:events';
import net from 'node:net';

export const DEFAULT_BENCH_PORTS = '5100-5199';

/** '5100-5199' → { first: 5100, last: 5199 }. */
export function parsePortRange(text: string): { first: number; last: number } {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || last > 65535 || first > last) throw new Error(`BENCH_PORTS must read like 5100-5199, not '${text}'`);
  return { first, last };
}

async function isFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  probe.listen(port, '127.0.0.1');
  try {
    await Promise.race([
      once(probe, 'listening'),
      once(probe, 'error').then(([error]: unknown[]) => Promise.reject(error instanceof Error ? error : new Error(String(error)))),
    ]);
  } catch {
    return false;
  }
  probe.close();
  await once(probe, 'close');
  return true;
}

const handedOut = new Set<number>();

/** A port of the range nobody listens on now and this process has not handed out before. */
export async function benchPort(range = parsePortRange(process.env.BENCH_PORTS ?? DEFAULT_BENCH_PORTS)): Promise<number> {
  for (let port = range.first; port <= range.last; port += 1) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${range.first}-${range.last} (BENCH_PORTS)`);
}

/** Hands `port` back once what listened on it has stopped (one Chromium per Lighthouse run). */
export function releaseBenchPort(port: number): void {
  handedOut.delete(port);
}
