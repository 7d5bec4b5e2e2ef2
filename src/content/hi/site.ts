/**
 * Company and contact configuration, Hindi (issue 17). Only the head office address is
 * shown to visitors in Devanagari; the product and company names, phone, WhatsApp,
 * e-mail, postal code, social links and app store links are the English values
 * themselves. addressLine / mapEmbedUrl / phoneDigits / whatsappUrl are not mirrored:
 * they build data, not visitor text (the map should keep using the English address).
 */
import type * as en from "../site.ts";
import { site as enSite, type SiteConfig } from "../site.ts";

/** The English type with the address widened to text (its Devanagari lines replace the English literals). */
type HindiSite = Omit<typeof en.site, "address"> & { readonly address: SiteConfig["address"] };

export const site: HindiSite = {
  ...enSite,
  address: {
    lines: ["दूसरी मंज़िल, कृष्णा प्लाजा", "डैम्पियर नगर"],
    city: "मथुरा",
    region: "उत्तर प्रदेश",
    postalCode: enSite.address.postalCode,
    country: "भारत",
  },
};
