/**
 * Company and contact configuration (docs/decisions.md, "Brand and contact placeholders").
 * Every phone number, link and address on the site comes from here; the defaults are
 * obvious placeholders to be replaced before going live.
 */
export type SiteConfig = {
  product: string;
  productName: string;
  company: string;
  since: number;
  phone: string;
  whatsapp: string;
  email: string;
  address: { lines: string[]; city: string; region: string; postalCode: string; country: string };
  social: { name: string; href: string; icon: "facebook" | "instagram" | "youtube" | "x" }[];
  apps: { appStore: string; playStore: string };
};

export const site: SiteConfig = {
  product: "Zevar",
  productName: "Zevar ERP",
  company: "Zevar Software Solutions",
  since: 1997,
  phone: "+91 98765 43210",
  whatsapp: "919876543210",
  email: "sales@zevar.example",
  address: {
    lines: ["2nd Floor, Krishna Plaza", "Dampier Nagar"],
    city: "Mathura",
    region: "Uttar Pradesh",
    postalCode: "281001",
    country: "India",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/zevar.example", icon: "facebook" },
    { name: "Instagram", href: "https://www.instagram.com/zevar.example", icon: "instagram" },
    { name: "YouTube", href: "https://www.youtube.com/@zevar.example", icon: "youtube" },
    { name: "X", href: "https://x.com/zevar_example", icon: "x" },
  ],
  apps: {
    appStore: "https://apps.apple.com/in/app/zevar-erp/id0000000000",
    playStore: "https://play.google.com/store/apps/details?id=example.zevar.erp",
  },
};

/** The head office as one line, for maps and structured data. */
export function addressLine(a: SiteConfig["address"] = site.address): string {
  return [...a.lines, a.city, a.region, a.postalCode, a.country].join(", ");
}

/**
 * Google Maps' keyless embed of the head office (the Embed API's /maps/embed/v1 needs
 * an API key; `output=embed` does not). frame-src in worker/security.ts allows it.
 * A function, not a constant: islands import this module, and a computed constant
 * would pull the whole configuration into their chunks.
 */
export function mapEmbedUrl(address: SiteConfig["address"] = site.address): string {
  return `https://www.google.com/maps?output=embed&q=${encodeURIComponent(addressLine(address))}`;
}

/** Digits-only form of a phone number, for tel: and wa.me links. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

/** WhatsApp click-to-chat URL with url-encoded prefilled text (SPEC "Floating chat"). */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
