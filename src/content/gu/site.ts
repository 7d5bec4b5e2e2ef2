/**
 * Company and contact configuration, Gujarati (issue 30). Only the head office address is
 * shown to visitors in Gujarati script; the product and company names, phone, WhatsApp,
 * e-mail, postal code, social links and app store links are the English values
 * themselves (as ../hi/site.ts does).
 */
import type * as en from "../site.ts";
import { site as enSite, type SiteConfig } from "../site.ts";

/** The English type with the address widened to text (its Gujarati lines replace the English literals). */
type GujaratiSite = Omit<typeof en.site, "address"> & { readonly address: SiteConfig["address"] };

export const site: GujaratiSite = {
  ...enSite,
  address: {
    lines: ["બીજો માળ, કૃષ્ણા પ્લાઝા", "ડેમ્પિયર નગર"],
    city: "મથુરા",
    region: "ઉત્તર પ્રદેશ",
    postalCode: enSite.address.postalCode,
    country: "ભારત",
  },
};
