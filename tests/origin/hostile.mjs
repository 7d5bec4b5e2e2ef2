// @ts-check
/**
 * The origin stand-in's hostile answers (tests/origin/server.mjs, issue 24): well-formed
 * answers of many megabytes, and a picture that is not one.
 */

export const MIB = 1024 * 1024;

/** A script-carrying SVG, labelled image/png by the "mislabelled" mode. */
export const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

/**
 * The "huge" mode: answers of the right shape, too big to be a real one (issue 24 item 1).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} path @param {{ chars: number, items: number }} t @param {(s: number, b: unknown) => void} json
 */
export function hugeAnswer(req, res, path, t, json) {
  const id = new URL(req.url ?? "/", "http://origin.local").searchParams.get("id") ?? "1";
  const key = `${path}|${id}|${t.chars}|${t.items}`;
  let body = made.get(key);
  if (!body) {
    const answer = make(path, id, t);
    if (!answer) return json(404, { status: "error" });
    body = answer;
    // Made once per size: building 10 MB of JSON per request on a busy machine outlasted
    // the worker tests' 400 ms timeout, which then hid the byte bound under test.
    if (made.size >= 8) made.delete(/** @type {string} */ (made.keys().next().value));
    made.set(key, body);
  }
  res.writeHead(200, { "content-type": path.startsWith("/apis/") ? "application/json; charset=utf-8" : "image/png" });
  return res.end(body);
}

/** @type {Map<string, Buffer>} */
const made = new Map();

/** @param {string} path @param {string} id @param {{ chars: number, items: number }} t @returns {Buffer | undefined} */
function make(path, id, t) {
  const long = "x".repeat(t.chars);
  const pad = (/** @type {number} */ n) => "p".repeat(n);
  const list = (/** @type {(i: number) => object} */ item) => Array.from({ length: t.items }, (_, i) => item(i + 1));
  const json = (/** @type {unknown} */ value) => Buffer.from(JSON.stringify(value));
  if (path === "/apis/seo_api.php") return json({ title: long, description: "A page.", keywords: "jewellery" });
  if (path === "/apis/get_blogs.php") {
    return json({ blogs: list((i) => ({ id: i, image: `uploads/blogs/${i}.png`, title: `Post ${i}`, topic: "GST", date: "2025-01-01", readTime: "3 min", excerpt: pad(400) })) });
  }
  if (path === "/apis/get_details.blog.php") {
    return json({ id, title: `Post ${id}`, topic: "GST", tags: "gst", date: "2025-01-01", readTime: "3 min", image: "uploads/blogs/1.png", text: `<p>${long}</p>` });
  }
  if (path === "/apis/get_whatsnew.php") return json({ whatnew: list((i) => ({ wid: i, title: `News ${i}`, image: `uploads/whatsnew/${i}.png`, para: `<p>${pad(900)}</p>` })) });
  if (path === "/apis/getcountrycode.php") return json(list((i) => ({ value: `+${i % 9999}`, label: `Country ${i}`, isIndia: false })));
  if (path === "/apis/save_demorequest.php") return json({ status: "success", message: long });
  if (path.startsWith("/apis/")) return undefined;
  const png = Buffer.alloc(t.chars);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return png;
}
