import type { ComponentType } from "react";

/**
 * Every island and how to load it (CONVENTIONS 9). The client runtime imports these
 * lazily; a module here must default-export a component whose props are JSON.
 * The file name is the island name: src/islands/{name}.tsx.
 */
export const islandLoaders = {
  "chat-widget": () => import("./chat-widget.tsx"),
  "contact-form": () => import("./contact-form.tsx"),
  "demo-form": () => import("./demo-form.tsx"),
  "gem-scene": () => import("./gem-scene.tsx"),
  particles: () => import("./particles.tsx"),
  showcase: () => import("./showcase.tsx"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

/**
 * load: at once; idle: when the main thread is idle; visible: when scrolled near;
 * interaction: on the first pointer, focus or key event inside the island.
 */
export type Strategy = "load" | "idle" | "visible" | "interaction";
