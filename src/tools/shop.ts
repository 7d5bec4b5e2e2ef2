/**
 * The shop's details on a printed receipt (issue 28, items 1 and 5): name, address,
 * phone and GSTIN, typed once and kept in the page's link (`shopName`, `shopAddress`,
 * `shopPhone`, `shopGstin`), so a saved link prints them again; nothing is stored on the
 * server. Each is cut to a bound; a phone or GSTIN that cannot be one gets a message.
 */
import { latinDigits } from "../lib/digits.ts";
import { escape } from "./result-html.ts";
import type { ToolStrings } from "./strings.ts";
import type { Shop, ToolLogic } from "./types.ts";
import type { ToolView } from "./view.ts";

export const SHOP_FIELDS = ["shopName", "shopAddress", "shopPhone", "shopGstin"] as const;
type ShopField = (typeof SHOP_FIELDS)[number];

/** The longest each may be: a name, two lines of address, a phone or two, a GSTIN's 15 characters. */
const BOUNDS: Record<ShopField, number> = { shopName: 80, shopAddress: 160, shopPhone: 40, shopGstin: 15 };

/** A GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Digits, spaces and + - / ( ) — one or two numbers ("98290 12345 / 0141 2345678"). */
const PHONE = /^[+\d][\d\s\-/()+,]*$/;

/** The words of the shop's block (ToolLabels["form"]["shop"]). */
export type ShopWords = { legend: string; hint: string; name: string; address: string; phone: string; gstin: string; gstinInvalid: string; phoneInvalid: string };

export type { Shop };

/** The shop's details from the query: each trimmed, one line, bounded; the GSTIN upper-cased. */
export function shopOf(query: URLSearchParams): Shop {
  const get = (k: ShopField) => (query.get(k) ?? "").replace(/\s+/g, " ").trim().slice(0, BOUNDS[k]);
  return { shopName: get("shopName"), shopAddress: get("shopAddress"), shopPhone: latinDigits(get("shopPhone")), shopGstin: get("shopGstin").toUpperCase() };
}

/** A message for a phone or GSTIN that cannot be one, by field name. */
export function shopErrors(shop: Shop, w: ShopWords): Record<string, string> {
  const errors: Record<string, string> = {};
  if (shop.shopPhone && !PHONE.test(shop.shopPhone)) errors.shopPhone = w.phoneInvalid;
  if (shop.shopGstin && !GSTIN.test(shop.shopGstin)) errors.shopGstin = w.gstinInvalid;
  return errors;
}

const line = (text: string, cls = "") => (text ? `<p class="${cls}">${escape(text)}</p>` : "");

/** The shop's name, address, phone and GSTIN as given, each on its line. */
function shopLines(shop: Shop, w: ShopWords): string {
  return (
    line(shop.shopName, "text-lg font-bold") +
    line(shop.shopAddress) +
    line(shop.shopPhone && `${w.phone}: ${shop.shopPhone}`) +
    line(shop.shopGstin && `${w.gstin}: ${shop.shopGstin}`)
  );
}

/**
 * The receipt's head: the shop's name, address, phone and GSTIN as given, then the
 * receipt's title; nothing without any detail (the slip stays as it was, on one page).
 */
export function shopHtml(shop: Shop, w: ShopWords, title: string): string {
  if (!SHOP_FIELDS.some((f) => shop[f])) return "";
  return shopLines(shop, w) + `<h2 class="mt-2 text-lg font-bold">${escape(title)}</h2>`;
}

/**
 * What heads a tool's printed slip, above its date: a receipt's shop and title, or a
 * document's shop and customer (issue 38, item 6); nothing for the other tools. With
 * anything here the page's own title is not printed (src/styles.css): the shop heads it.
 */
export function slipHead(logic: ToolLogic, query: URLSearchParams, s: ToolStrings): string {
  if (logic.document) {
    const { shop, customer } = logic.document(query, s);
    return shopLines(shop, s.form.shop) + (customer ? `<p class="mt-2">${escape(customer.label)}: ${escape(customer.value)}</p>` : "");
  }
  return logic.receipt ? shopHtml(shopOf(query), s.form.shop, logic.receipt(s)) : "";
}

/**
 * A tool's view as its page and its island show it: with a receipt, the shop's phone
 * and GSTIN are checked too, whatever the rest's state. Here, not in the tool's view, so
 * a view loaded by the island (src/tools/client.ts) carries no receipt code of its own.
 */
export function toolView(logic: ToolLogic, query: URLSearchParams, s: ToolStrings): ToolView {
  const view = logic.view(query, s);
  return logic.receipt ? { ...view, errors: { ...view.errors, ...shopErrors(shopOf(query), s.form.shop) } } : view;
}
