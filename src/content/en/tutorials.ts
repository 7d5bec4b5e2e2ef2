/**
 * The tutorial library (SPEC "Tutorial", section 3): the sidebar's categories and
 * about 45 videos, each filed under one category and sub-category. Several entries
 * share one video where a single recording covers more than one screen.
 *
 * The video ids stand in for the company's channel until its real ids are filled in;
 * they only ever reach the video platform when a visitor presses play.
 */
import type { Tutorial, TutorialCategory, TutorialSubCategory } from "../../lib/tutorials.ts";

type Entry = [title: string, category: TutorialCategory, subCategory: TutorialSubCategory, youtubeId: string];

const entries: Entry[] = [
  ["Create a customer or supplier account", "MAINTAIN", "ACCOUNT", "Zv7mKq2LxA1"],
  ["Set opening balances for accounts", "MAINTAIN", "ACCOUNT", "Zv7mKq2LxA1"],
  ["Group accounts and set credit limits", "MAINTAIN", "ACCOUNT", "Zv3nBw8RtC4"],
  ["Company configuration and financial year", "MAINTAIN", "CONFIG", "Zv9pDf4HsE2"],
  ["Configure GST rates and HSN codes", "MAINTAIN", "CONFIG", "Zv1qGh6JuF8"],
  ["Set bill formats and printing options", "MAINTAIN", "CONFIG", "Zv5rJk3LwG7"],
  ["User rights and OTP approvals", "MAINTAIN", "CONFIG", "Zv2sLm9NxH3"],
  ["Create items with purity and making charges", "MAINTAIN", "ITEM", "Zv8tNp1PyJ6"],
  ["Item groups, categories and designs", "MAINTAIN", "ITEM", "Zv8tNp1PyJ6"],
  ["Stone and diamond item masters", "MAINTAIN", "ITEM", "Zv4uQr7RzK9"],
  ["Enter opening stock of tagged items", "MAINTAIN", "OPEN.STOCK", "Zv6vSt2TaL5"],
  ["Opening stock of loose gold and silver", "MAINTAIN", "OPEN.STOCK", "Zv6vSt2TaL5"],
  ["Create hallmark stamps and HUID settings", "MAINTAIN", "STAMP", "Zv0wUv5VbM1"],
  ["Assign stamps to items", "MAINTAIN", "STAMP", "Zv3xWx8XcN4"],
  ["Read the stock status report", "REPORT", "STOCK STATUS", "Zv7yYz4ZdP2"],
  ["Stock status by item, weight and purity", "REPORT", "STOCK STATUS", "Zv7yYz4ZdP2"],
  ["Counter-wise stock status", "REPORT", "STOCK STATUS", "Zv1zAb6BeQ8"],
  ["Trial balance and ledger drill-down", "REPORT", "TRIAL BALANCE", "Zv5aCd9CfR3"],
  ["Metal-wise trial balance", "REPORT", "TRIAL BALANCE", "Zv9bEf2DgS7"],
  ["Contra entry: cash to bank deposit", "VOUCHER", "CONTRA", "Zv2cGh5EhT6"],
  ["Contra entry: bank to bank transfer", "VOUCHER", "CONTRA", "Zv2cGh5EhT6"],
  ["Issue a credit note for a return", "VOUCHER", "CREDIT NOTE", "Zv6dJk8FiU9"],
  ["Credit note against a rate difference", "VOUCHER", "CREDIT NOTE", "Zv0eLm1GjV2"],
  ["Issue metal to a karigar", "VOUCHER", "ISSUE", "Zv4fNp4HkW5"],
  ["Issue with wastage and labour terms", "VOUCHER", "ISSUE", "Zv8gQr7ImX1"],
  ["Journal voucher for adjustments", "VOUCHER", "JOURNAL", "Zv3hSt0JnY4"],
  ["Metal journal between accounts", "VOUCHER", "JOURNAL", "Zv7iUv3KoZ8"],
  ["Purchase of gold bullion", "VOUCHER", "PURCHASE", "Zv1jWx6LpA3"],
  ["Purchase of ready jewellery with tags", "VOUCHER", "PURCHASE", "Zv5kYz9MqB7"],
  ["Old gold purchase from a customer", "VOUCHER", "PURCHASE", "Zv9lAb2NrC1"],
  ["Purchase return to a supplier", "VOUCHER", "PURCHASE RET", "Zv2mCd5OsD6"],
  ["Partial purchase return with metal adjustment", "VOUCHER", "PURCHASE RET", "Zv2mCd5OsD6"],
  ["Receipt voucher: cash and cheque", "VOUCHER", "RECEIPT", "Zv6nEf8PtE9"],
  ["Receipt against pending bills", "VOUCHER", "RECEIPT", "Zv0oGh1QuF4"],
  ["Receive finished goods from a karigar", "VOUCHER", "RECEIVE", "Zv4pJk4RvG8"],
  ["Receive scrap and dust with wastage", "VOUCHER", "RECEIVE", "Zv8qLm7SwH2"],
  ["Sale bill with GST and HUID", "VOUCHER", "SALE", "Zv3rNp0TxJ5"],
  ["Sale with old gold exchange", "VOUCHER", "SALE", "Zv7sQr3UyK9"],
  ["Estimate to sale bill in one step", "VOUCHER", "SALE", "Zv1tSt6VzL3"],
  ["Stock journal: convert metal between purities", "VOUCHER", "STOCK JOURNAL", "Zv5uUv9WaM7"],
  ["Stock journal for melting and refining", "VOUCHER", "STOCK JOURNAL", "Zv5uUv9WaM7"],
  ["Generate and print barcode tags", "VOUCHER", "TAG GENERATION", "Zv9vWx2XbN1"],
  ["RFID tag generation", "VOUCHER", "TAG GENERATION", "Zv2wYz5YcP6"],
  ["Payment voucher to suppliers", "VOUCHER", "VOUCHER", "Zv6xAb8ZdQ4"],
  ["Find, edit and reprint any voucher", "VOUCHER", "VOUCHER", "Zv0yCd1AeR8"],
];

export const tutorials: readonly Tutorial[] = entries.map(([title, category, subCategory, youtubeId], i) => ({
  id: i + 1,
  title,
  category,
  subCategory,
  youtubeId,
}));

/** How long the spinner shows after a filter or search change (SPEC section 9). */
export const TUTORIAL_FILTER_DELAY_MS = 300;

/**
 * The library's own words (SPEC "Tutorial"): sidebar, search, headings, count, empty
 * state and pager. The island receives them as props, in the page's language. `{term}`
 * and `{n}` are filled in (src/lib/template.ts); `count` is chosen by the plural rules of
 * `locale`.
 */
export const tutorialLibraryTexts = {
  locale: "en-IN",
  categories: "Tutorial Category",
  searchLabel: "Search tutorials",
  searchPlaceholder: "Search for tutorials, features, or topics....",
  clear: "Clear Filters",
  loading: "Loading tutorials",
  emptyTitle: "No tutorials found",
  emptyText: "Try another word, or browse every tutorial.",
  viewAll: "View All Tutorials",
  /** The results heading with no filter and no search. */
  all: "All Tutorials",
  /** The results heading of a search. */
  searchResults: 'Search Results for "{term}"',
  count: { one: "{n} tutorial(s) found", other: "{n} tutorial(s) found" },
  pages: "Tutorial pages",
  previous: "Previous",
  next: "Next",
  /** A page number's name for screen readers. */
  page: "Page {n}",
  /** A video's play button, named after its tutorial. */
  play: "Play video: {title}",
};
export type TutorialLibraryTexts = typeof tutorialLibraryTexts;
