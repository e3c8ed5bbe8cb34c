import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";

// How PayFlow's HTTP servers listen (the app's and the sandboxes'). Node accepts one new
// connection per turn of its event loop (libuv ≥ 1.45), so while the loop is busy a burst of new
// connections — operators calling back at the same moment, each on a connection of its own —
// waits in the kernel's queue of connections not yet accepted. Node asks for 511 places; once
// they are taken the kernel drops the next connection attempt and the caller's TCP tries again
// only 1 s later, then 3 s: measured in `npm run bench` (lifecycle), about one callback in twenty
// lost 1–3 s that way at 50 concurrent creations. So the queue asks for what the system allows
// (net.core.somaxconn, 4096 on current Linux): a burst waits its turn instead of being dropped.
// The wait itself remains; a proxy keeping its connections to PayFlow alive spares it (README).
// docs/PAYMENTS.md § Operators' reports first.

/** The queue asked for; Linux caps it at net.core.somaxconn. */
const LISTEN_BACKLOG = 4096;

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
  onListening?: (address: AddressInfo) => void,
): Server {
  const server = createAdaptorServer({ fetch }) as Server;
  server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, () => {
    onListening?.(server.address() as AddressInfo);
  });
  return server;
}
