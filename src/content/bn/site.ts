/**
 * Company and contact configuration, Bengali (issue 30). Only the head office address is
 * shown to visitors in Bengali script; the product and company names, phone, WhatsApp,
 * e-mail, postal code, social links and app store links are the English values
 * themselves. addressLine / mapEmbedUrl / phoneDigits / whatsappUrl are not mirrored:
 * they build data, not visitor text (the map keeps using the English address).
 */
import type * as en from "../site.ts";
import { site as enSite, type SiteConfig } from "../site.ts";

/** The English type with the address widened to text (its Bengali lines replace the English literals). */
type BengaliSite = Omit<typeof en.site, "address"> & { readonly address: SiteConfig["address"] };

export const site: BengaliSite = {
  ...enSite,
  address: {
    lines: ["তিনতলা, কৃষ্ণা প্লাজা", "ড্যাম্পিয়ার নগর"],
    city: "মথুরা",
    region: "উত্তরপ্রদেশ",
    postalCode: enSite.address.postalCode,
    country: "ভারত",
  },
};
