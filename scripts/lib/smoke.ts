/**
 * What the start-up smoke checks share: a list of named checks, waiting for a server to answer
 * and for a process group to end, and a request held open while the server is told to stop.
 */
import http from 'node:http';

export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail?: string | undefined;
}

export function smokeChecks() {
  const results: SmokeCheck[] = [];
  return {
    check(name: string, ok: boolean, detail?: string) {
      results.push({ name, ok, detail });
      console.info(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `: ${detail}` : ''}`);
    },
    /** Prints the tally and exits: 0 when every check passed. */
    finish(): never {
      const failed = results.filter((result) => !result.ok).length;
      console.info(`${results.length - failed} passed, ${failed} failed`);
      process.exit(failed === 0 ? 0 : 1);
    },
  };
}

/** Whether any process of the group led by `pid` is still running. */
export function groupAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether anything answers HTTP at `base`. */
export async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/health`);
    return true;
  } catch {
    return false;
  }
}

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return condition();
}

/** Waits for /api/health to answer 200; false after `timeoutMs`, or as soon as `gaveUp()` says the server is gone. */
export async function waitForHealth(base: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * A newsletter sign-up whose body is sent in two halves: `send()` starts it (headers and the first
 * half), `finish()` sends the rest and resolves with the status. Between the two, the request is
 * in flight: a server told to stop must still answer it.
 */
function heldSignup(base: string, email: string) {
  const body = JSON.stringify({ email });
  const half = Math.floor(body.length / 2);
  let request: http.ClientRequest | undefined;
  let answered: Promise<number> | undefined;
  return {
    async send(): Promise<void> {
      request = http.request(`${base}/api/subscribe.js`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Idempotency-Key': crypto.randomUUID() },
      });
      answered = new Promise((resolve, reject) => {
        request!.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request!.on('error', reject);
      });
      await new Promise<void>((resolve) => request!.write(body.slice(0, half), () => resolve()));
    },
    finish(): Promise<number> {
      request!.end(body.slice(half));
      return answered!;
    },
  };
}

/** Waits until nothing answers at `base` any more; false after `timeoutMs`. */
async function stopsAnswering(base: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) if (!(await answers(base))) return true;
  return false;
}

/**
 * As a process manager stops a service: SIGTERM to the command it started (`pid`, npm, leading a
 * process group), not to node, while a sign-up is in flight. Checks that the server stops
 * accepting, still answers that request, and that every process ends with the port freed (the
 * group is killed if it does not). Returns whether it stopped by itself.
 */
export async function stopWithRequestInFlight(
  base: string,
  pid: number | undefined,
  command: string,
  check: (name: string, ok: boolean, detail?: string) => void,
): Promise<boolean> {
  const inFlight = heldSignup(base, `held-${process.pid}@example.com`);
  const held = await inFlight.send().then(
    () => true,
    () => false,
  );
  if (pid) process.kill(pid, 'SIGTERM');
  check(`SIGTERM to ${command} reaches the server, which stops accepting`, await stopsAnswering(base, 15_000));
  const status = held ? await inFlight.finish().catch((error: unknown) => String(error)) : 'not sent';
  check('the request in flight when SIGTERM came is answered', status === 200, String(status));
  const stopped = await waitUntil(() => !groupAlive(pid), 15_000);
  check(`${command} and every process it started end`, stopped);
  check('the port is released', stopped && !(await answers(base)));
  if (!stopped && pid) process.kill(-pid, 'SIGKILL');
  return stopped;
}
