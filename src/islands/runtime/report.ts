/**
 * One island's failure, reported without stopping the others: logged, and announced
 * as an `island:error` event that monitoring can listen for.
 */
export type IslandError = { island: string; error: unknown; phase: "load" | "render" | "hydrate" };

export function reportIslandError(detail: IslandError) {
  console.error(`[island ${detail.island}] ${detail.phase} failed`, detail.error);
  window.dispatchEvent(new CustomEvent<IslandError>("island:error", { detail }));
}
