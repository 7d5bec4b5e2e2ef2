// @ts-check
/**
 * A CRM's webhook receiver for `npm run bench:leads` (docs/leads.md, "CRM hand-off"): it
 * checks each delivery's signature (HMAC-SHA256 of "{timestamp}.{body}") and counts the
 * deliveries of each lead by its remark. Stopped and started again on the same port, it
 * keeps its count, as a CRM keeps what it stored.
 */
import { createHmac } from "node:crypto";
import { createServer } from "node:http";

/** @param {string} secret @param {number} port */
export function webhookReceiver(secret, port) {
  /** @type {Map<string, number>} */
  const delivered = new Map();
  let badlySigned = 0;
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = `v1=${createHmac("sha256", secret).update(`${req.headers["zevar-timestamp"]}.${body}`).digest("hex")}`;
      if (req.headers["zevar-signature"] !== expected) badlySigned++;
      try {
        const remark = JSON.parse(body).fields.remark;
        delivered.set(remark, (delivered.get(remark) ?? 0) + 1);
      } catch {
        badlySigned++;
      }
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  return {
    delivered,
    badlySigned: () => badlySigned,
    listening: () => server.listening,
    /** Starts (on 127.0.0.1) or stops it: a stopped receiver refuses connections. @param {boolean} up */
    up: (up) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (up) server.listen(port, "127.0.0.1", () => resolve());
          else {
            server.close(() => resolve());
            server.closeAllConnections();
          }
        })
      ),
  };
}
