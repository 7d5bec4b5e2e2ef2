/** Shared links of the tools: the page's URL with its query, and the WhatsApp message. */

/** The link that shows this result: the tool's URL and its (canonical) query. */
export const shareLink = (url: string, query: URLSearchParams) => (query.size ? `${url}?${query}` : url);

/** A WhatsApp message: the result in a line, then the link that shows it. */
export function whatsappHref(summary: string | undefined, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(summary ? `${summary}\n${link}` : link)}`;
}

/** The id of a field's message (the server renders it, the island writes into it). */
export const errorId = (fieldId: string) => `${fieldId}-error`;
