/**
 * Turns a YouTube watch link into its privacy-enhanced embed URL (the video modal and
 * the tutorial facades). Anything that is not a YouTube video link gives null.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return ID.test(link) ? link : null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && ID.test(id) ? id : null;
}

export function embedUrl(link: string, autoplay = true): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? "&autoplay=1" : ""}` : null;
}
