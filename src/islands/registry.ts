import type { ComponentType } from "react";

/**
 * A plain island: its markup is server-rendered by the component in {name}.tsx and
 * `mount` only adds a few listeners, so neither React nor React DOM is loaded.
 */
export type MountModule = { mount: (el: HTMLElement, props: never) => void | Promise<void> };

/**
 * Every island and how to load it (docs/architecture.md, "Islands"). The client runtime imports these
 * lazily. A module here either default-exports a component whose props are JSON
 * (hydrated with React: src/islands/{name}.tsx) or exports `mount`
 * (src/islands/{name}.client.ts) when the widget needs a few listeners, not React.
 */
export const islandLoaders = {
  "chat-widget": () => import("./chat-widget.client.ts"),
  "contact-form": () => import("./contact-form.tsx"),
  "demo-form": () => import("./demo-form.tsx"),
  "gem-scene": () => import("./gem-scene.tsx"),
  offline: () => import("./offline.client.ts"),
  particles: () => import("./particles.client.ts"),
  "screenshot-carousel": () => import("./screenshot-carousel.tsx"),
  showcase: () => import("./showcase.tsx"),
  "tool-form": () => import("./tool-form.client.ts"),
  "tutorial-library": () => import("./tutorial-library.tsx"),
  "video-modal": () => import("./video-modal.client.ts"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> } | MountModule>>;

export type IslandName = keyof typeof islandLoaders;

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/**
 * The props an island's client module takes (a React island's component props, a
 * plain island's `mount` props): what its server markup must be rendered with and
 * serialised. Types only: nothing here loads an island.
 */
export type IslandProps<N extends IslandName> =
  Loaded<N> extends { default: ComponentType<infer P> }
    ? P
    : Loaded<N> extends { mount: (el: HTMLElement, props: infer P) => void }
      ? P
      : never;

/**
 * load: at once; idle: when the main thread is idle; visible: when scrolled near;
 * interaction: on the first pointer, focus or key event inside the island.
 */
export type Strategy = "load" | "idle" | "visible" | "interaction";

/**
 * Conditions under which an island is not loaded at all: its server markup (a still
 * fallback) is all the visitor gets. "reduced-motion": prefers-reduced-motion:
 * reduce; "save-data": the browser asks for less data (navigator.connection.saveData).
 */
export type SkipCondition = "reduced-motion" | "save-data";
