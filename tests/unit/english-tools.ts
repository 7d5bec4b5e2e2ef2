/**
 * The calculators with the English messages bound: the calculators themselves take
 * their messages as an argument and have no language of their own (docs/tools.md), so
 * the tests that read English messages say which ones here, once.
 */
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { girviFromQuery as girvi } from "../../src/tools/girvi/compute.ts";
import { gstFromQuery as gst } from "../../src/tools/gst/compute.ts";
import { checkHuid as huid } from "../../src/tools/huid/compute.ts";
import { purityFromQuery as purity } from "../../src/tools/purity/compute.ts";
import { numberField as number, type NumberRule } from "../../src/tools/query.ts";

const { toolLabels, toolMessages } = islandTexts(contentFor("en").tools);

export const gstFromQuery = (query: URLSearchParams, m: Parameters<typeof gst>[1] = toolMessages, per = toolLabels.form.goldUnit.per) => gst(query, m, per);
export const girviFromQuery = (query: URLSearchParams, m: Parameters<typeof girvi>[1] = toolMessages) => girvi(query, m);
export const purityFromQuery = (query: URLSearchParams, m: Parameters<typeof purity>[1] = toolMessages, per = toolLabels.form.goldUnit.per) => purity(query, m, per);
export const checkHuid = (raw: string, m: Parameters<typeof huid>[1] = toolMessages.huid, locale = toolLabels.form.locale) => huid(raw, m, locale);
export const numberField = (raw: string | null, rule: NumberRule, m: Parameters<typeof number>[2] = toolMessages.number) => number(raw, rule, m);
