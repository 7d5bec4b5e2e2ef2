/** A tool's words in the page's language, as its page and its island receive them. */
import type { ToolId, ToolLabels as Labels, ToolMessages as Messages } from "../content/model/tools.ts";
import type { ForIslands } from "../lib/template.ts";

/** The tools' labels as an island gets them: a plural message as its forms (src/lib/format.ts `islandTexts`). */
export type ToolLabels = ForIslands<Labels>;
/** The tools' messages as an island gets them. */
export type ToolMessages = ForIslands<Messages>;

/**
 * What one tool's island shows, in the page's language (issue 17): the words of every
 * tool's form, and its own tool's labels and messages only (the props stay small).
 */
export type ToolStrings = {
  form: ToolLabels["form"];
  labels: Partial<Pick<ToolLabels, ToolId>>;
  messages: Pick<ToolMessages, "number"> & Partial<Pick<ToolMessages, ToolId>>;
};

/** A tool's strings out of a language's labels and messages, reduced for the island. */
export function toolStrings(id: ToolId, labels: ToolLabels, messages: ToolMessages): ToolStrings {
  return { form: labels.form, labels: { [id]: labels[id] }, messages: { number: messages.number, [id]: messages[id] } };
}

/** A tool's own section of its strings (toolStrings always gives it). */
export function own<T>(section: T | undefined, id: ToolId): T {
  if (section === undefined) throw new Error(`tool ${id}: its words are missing`);
  return section;
}
