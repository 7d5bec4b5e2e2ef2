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
  const long = "x".repeat(t.chars);
  const pad = (/** @type {number} */ n) => "p".repeat(n);
  const list = (/** @type {(i: number) => object} */ item) => Array.from({ length: t.items }, (_, i) => item(i + 1));
  if (path === "/apis/seo_api.php") return json(200, { title: long, description: "A page.", keywords: "jewellery" });
  if (path === "/apis/get_blogs.php") {
    return json(200, { blogs: list((i) => ({ id: i, image: `uploads/blogs/${i}.png`, title: `Post ${i}`, topic: "GST", date: "2025-01-01", readTime: "3 min", excerpt: pad(400) })) });
  }
  if (path === "/apis/get_details.blog.php") {
    const id = new URL(req.url ?? "/", "http://origin.local").searchParams.get("id") ?? "1";
    return json(200, { id, title: `Post ${id}`, topic: "GST", tags: "gst", date: "2025-01-01", readTime: "3 min", image: "uploads/blogs/1.png", text: `<p>${long}</p>` });
  }
  if (path === "/apis/get_whatsnew.php") return json(200, { whatnew: list((i) => ({ wid: i, title: `News ${i}`, image: `uploads/whatsnew/${i}.png`, para: `<p>${pad(900)}</p>` })) });
  if (path === "/apis/getcountrycode.php") return json(200, list((i) => ({ value: `+${i % 9999}`, label: `Country ${i}`, isIndia: false })));
  if (path === "/apis/save_demorequest.php") return json(200, { status: "success", message: long });
  res.writeHead(200, { "content-type": "image/png" });
  const png = Buffer.alloc(t.chars);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return res.end(png);
}
