import net from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on loopback that accepts every message (or refuses them all), so the
 * SMTP path is tested against a real socket conversation without any outside service.
 */
export async function startSmtpSink(opts: { refuse?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    let buffer = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            reply("250 OK queued");
          } else mail.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") reply("250 sink");
          else if (verb === "MAIL") {
            if (opts.refuse) reply("550 mailbox unavailable");
            else {
              mail.from = line;
              reply("250 OK");
            }
          } else if (verb === "RCPT") {
            mail.to.push(line);
            reply("250 OK");
          } else if (verb === "DATA") {
            inData = true;
            reply("354 go ahead");
          } else if (verb === "QUIT") {
            reply("221 bye");
            socket.end();
          } else reply("250 OK");
        }
        index = buffer.indexOf("\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
