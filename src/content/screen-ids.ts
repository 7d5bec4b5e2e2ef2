/**
 * The drawn screens' ids (issue 29): one per screenshot slot of the edition pages
 * (`<edition>-<n>`, in the galleries' order of src/content/model/editions.ts) and the home
 * hero's phone. Apart from ./screens.ts so that each language's screens.ts can name them.
 */
export const SCREEN_IDS = [
  "retail-1", "retail-2", "retail-3", "retail-4", "retail-5", "retail-6", "retail-7", "retail-8", "retail-9", "retail-10",
  "wholesale-1", "wholesale-2", "wholesale-3", "wholesale-4", "wholesale-5",
  "manufacturing-1", "manufacturing-2", "manufacturing-3", "manufacturing-4", "manufacturing-5", "manufacturing-6", "manufacturing-7", "manufacturing-8", "manufacturing-9",
  "girvi-1", "girvi-2", "girvi-3", "girvi-4", "girvi-5",
  /** The home hero's phone (portrait); its desktop is retail-1. */
  "owner-phone",
] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

export const isScreenId = (id: string): id is ScreenId => (SCREEN_IDS as readonly string[]).includes(id);
