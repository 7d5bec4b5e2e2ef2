// The baseline of `npm run bench`: the smallest Worker, run by the same wrangler.
export default {
  fetch() {
    return new Response("<!DOCTYPE html><html><body>Hello</body></html>", {
      headers: { "content-type": "text/html; charset=UTF-8" },
    });
  },
};
