import { createContext, use, type ComponentType } from "react";
import { preinitModule, preloadModule } from "react-dom";
import type { IslandName, IslandProps, SkipCondition, Strategy } from "./registry.ts";

/** Where the client runtime and island chunks live (from the Vite manifest). */
export type IslandAssets = { entry: string; islands: Record<string, string[]>; runtime: string[] };

export const IslandAssetsContext = createContext<IslandAssets | null>(null);

/**
 * Server wrapper for an island (docs/architecture.md, "Islands"), used through
 * defineIsland: renders the component, marks it for the client runtime with its
 * name, strategy and JSON props (React escapes
 * the attribute, so props cannot break out of it), and asks React to put the
 * runtime — and for eager islands their chunks — into <head>. A page without an
 * island therefore never references any client script.
 */
function Island<P extends object>({
  name,
  component: Component,
  props,
  strategy,
  unless,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  strategy: Strategy;
  /** Never load the island when one of these holds (its server markup stays). */
  unless?: readonly SkipCondition[];
}) {
  const assets = use(IslandAssetsContext);
  if (assets) {
    preinitModule(assets.entry, { as: "script" });
    // Only what must run at once is preloaded: idle islands would take bandwidth
    // from the stylesheet and the content on a slow connection.
    if (strategy === "load" && !unless?.length) {
      for (const href of [...(assets.islands[name] ?? []), ...assets.runtime]) preloadModule(href, { as: "script" });
    }
  }
  return (
    <div data-island={name} data-strategy={strategy} data-unless={unless?.join(" ") || undefined} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}

/** How an island loads wherever it is used (docs/architecture.md, "Islands"). */
export type IslandOptions = {
  strategy: Strategy;
  /** Never load the island when one of these holds (its server markup stays). */
  unless?: readonly SkipCondition[];
};

/**
 * Declares an island once (src/islands/index.ts): its registry name, the component
 * that renders its server markup, and how it loads. The result is a server component
 * taking exactly the props the island's client module takes (IslandProps, read from
 * the registry); how it loads is the declaration's alone.
 */
export function defineIsland<N extends IslandName>(name: N, component: ComponentType<IslandProps<N>>, { strategy, unless }: IslandOptions) {
  function Declared(props: IslandProps<N>) {
    // IslandProps<N> is an object for every registered island; TypeScript cannot see
    // that for a generic N.
    const Component = component as ComponentType<object>;
    return <Island name={name} component={Component} props={props as object} strategy={strategy} unless={unless} />;
  }
  Declared.displayName = `Island(${name})`;
  return Declared;
}
