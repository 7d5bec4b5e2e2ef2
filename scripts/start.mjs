// @ts-check
/** `npm start`: build when needed, then serve the production build on 127.0.0.1:PORT (default 8787). */
import { buildIfNeeded, ensureOrigin, startWorker } from "./server.mjs";

const port = Number(process.env.PORT ?? 8787);
buildIfNeeded();
const origin = await ensureOrigin();
const worker = await startWorker({ port, originUrl: origin.url });
console.log(`\nZevar ERP website: ${worker.url}  (origin ${origin.url})\n`);

const stop = async () => {
  worker.stop();
  await origin.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => {
  void origin.close().then(() => process.exit(code ?? 0));
});
