/**
 * The brand's stand-in picture, served where a picture from elsewhere (a tutorial
 * thumbnail, an origin picture) cannot be had: 16:9 like both, the brand's gradient
 * and a gem, about 500 bytes. It is ours and static, so serving it as SVG is safe.
 */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5e1722"/><stop offset="1" stop-color="#8f2436"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="262" cy="38" r="70" fill="#fff" fill-opacity=".06"/><path d="M40 150l14-18h24l14 18-26 22z" fill="#e6bd5a" fill-opacity=".5"/></svg>`;

/** The placeholder as an answer, kept by browsers (and the edge) for `maxAge` seconds only. */
export function placeholderResponse(maxAge: number): Response {
  return new Response(PLACEHOLDER_SVG, {
    headers: { "content-type": "image/svg+xml", "cache-control": `public, max-age=${maxAge}`, "x-content-type-options": "nosniff" },
  });
}
