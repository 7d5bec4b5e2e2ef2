/**
 * What a jeweller tool is (docs/tools.md, "Adding a tool"): one folder,
 * src/tools/<id>/, with its definition (index.ts), its parsing and arithmetic
 * (compute.ts), its view (view.ts: what the island loads, no JSX) and its form's fields
 * (fields.tsx, server-rendered). The registry (src/tools/index.ts) lists the definitions.
 */
import type { ComponentType } from "react";
import type { ToolId } from "../content/model/tools.ts";
import type { Locale } from "../lib/locale.ts";
import type { ToolStrings } from "./strings.ts";
import type { ToolView } from "./view.ts";

/** A shop's details on its printed paper (src/tools/shop.ts). */
export type Shop = { shopName: string; shopAddress: string; shopPhone: string; shopGstin: string };

/** One line of what was entered, as the printed slip lists it ("Net weight: 10"). */
export type InputLine = { label: string; value: string };

/** What the page and the island both work out from a query string (no JSX: the island loads it). */
export type ToolLogic = {
  view: (query: URLSearchParams, s: ToolStrings) => ToolView;
  /** What the printed slip lists as entered (src/tools/inputs.ts). */
  inputLines: (query: URLSearchParams, s: ToolStrings, yesNo: (on: boolean) => string) => InputLine[];
  /** The tool's own short form of its query, after src/tools/canonical.ts (the estimate's Add and Remove buttons). */
  canonical?: (query: URLSearchParams) => URLSearchParams;
  /**
   * A receipt's title: the slip then heads with the shop's details from the query, and
   * their messages join the view's (`toolView`, src/tools/shop.ts).
   */
  receipt?: (s: ToolStrings) => string;
  /**
   * The shop's own document (the estimate, issue 38 item 6): printed under the shop's
   * details and the customer's name from the query, then the date and the result; the
   * site is credited in one small line at the foot (src/tools/shop.ts `slipHead`).
   */
  document?: (query: URLSearchParams, s: ToolStrings) => { shop: Shop; customer?: InputLine };
  /** In the browser, once the island is alive: what the tool adds beside its result (the rate board's link, QR code and images). Loads its own code. */
  enhance?: (root: HTMLElement, form: HTMLFormElement) => Promise<void>;
  /** In the browser, on the tool's screen (`ToolDef.Screen`), with the JSON it was drawn from. Loads its own code. */
  screen?: (root: HTMLElement, props: never) => void | Promise<void>;
};

/** What a tool's fields are rendered from: the canonical query, its view (messages) and the tool's words. */
export type FieldsProps = { params: URLSearchParams; view: ToolView; s: ToolStrings };

/** What a tool shows beside its result (the rate board's link, QR code and images): its fields' props and the page's URL without a query. */
export type ExtraProps = FieldsProps & { url: string };

/** A page of the tool's own in place of its form, asked for by its link (the rate board's `view=board`): full screen, without the site's header and footer, not indexed. */
export type ToolScreen = {
  when: (query: URLSearchParams) => boolean;
  /** What the screen is drawn from (JSON: the island's props), on the server: the link, the page's URL without a query, the page's language. */
  props: (query: URLSearchParams, url: string, page: Locale) => Record<string, unknown>;
  /** Its markup (the tool island's, with `screen`); the tool's `logic.screen` brings it to life in the browser. */
  Component: ComponentType<{ screen: never }>;
};

export type ToolDef = {
  id: ToolId;
  /** Its page's path, under /tools; the SEO call's page value is the part after /tools/. */
  path: `/tools/${string}`;
  logic: ToolLogic;
  /** The form's fields (server-rendered; the island keeps them up to date). */
  Fields: ComponentType<FieldsProps>;
  /** The submit button's words, when not the form's "Calculate". */
  submit?: (s: ToolStrings) => string;
  /** How much of the query string the page reads (2,000 characters unless said: the estimate's ten pieces need more). */
  maxQuery?: number;
  /** What the page shows below the tool (the HUID checker's hallmark notes). */
  Notes?: ComponentType;
  /** What the tool shows beside its result, below the share buttons. */
  Extra?: ComponentType<ExtraProps>;
  Screen?: ToolScreen;
};
