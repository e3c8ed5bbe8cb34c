import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listen } from "../../src/http/listen";

// A burst of new connections while the server's event loop is busy (http/listen.ts): each
// connection attempt must be queued by the kernel, not dropped. Node's own queue of 511 places
// drops the next ones, whose TCP tries again only 1 s later.

const BURST = 700;

/** Opens `n` connections to `port` at once; prints how many were established within 700 ms. */
const CLIENT = `
  const net = require("node:net");
  const [port, n] = process.argv.slice(1).map(Number);
  let open = 0;
  for (let i = 0; i < n; i++) {
    const s = net.connect(port, "127.0.0.1", () => open++);
    s.on("error", () => {});
  }
  setTimeout(() => { process.stdout.write(String(open)); process.exit(0); }, 700);
`;

describe("listen", () => {
  it("queues a burst of connections while the event loop is busy, dropping none", async () => {
    const server = listen(() => new Response("ok"), 0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const client = spawn(process.execPath, ["-e", CLIENT, String(port), String(BURST)]);
    let output = "";
    client.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => client.once("exit", resolve));
    // Busy: this process accepts nothing while the client connects and counts.
    const until = Date.now() + 1500;
    while (Date.now() < until) {}
    await exited;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(Number(output)).toBe(BURST);
  });
});
