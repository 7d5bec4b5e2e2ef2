/** Pointers to the free jeweller tools from the rest of the site (home, edition pages). */
import type { ToolId } from "../content/model/tools.ts";
import { paths } from "../lib/paths.ts";
import { useContent, useHref } from "../components/locale.tsx";
import { toolById, tools } from "./index.ts";
import { Pointer } from "./pointer.tsx";

/** The home page's band: every tool, each with its promise. */
export function ToolsBand() {
  const { toolsIndexText, toolTexts } = useContent().tools;
  const href = useHref();
  return (
    <section aria-labelledby="tools-band-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="tools-band-title" className="text-3xl font-bold tracking-tight text-brand-800">
        <a href={href(paths.tools)} className="hover:underline">
          {toolsIndexText.bandTitle}
        </a>
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map(({ id, path }) => (
          <li key={id} className="rounded-2xl border border-brand-100 p-5">
            <a href={href(path)} className="font-bold text-brand-800 hover:underline">
              {toolTexts[id].name}
            </a>
            <p className="mt-1 text-sm text-ink-soft">{toolTexts[id].promise}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One tool, pointed to from the page it serves (the Girvi calculator from /money-lending). */
export function ToolPointer({ id }: { id: ToolId }) {
  return <Pointer id={id} path={toolById[id].path} className="mx-auto mt-10 max-w-7xl px-4" />;
}
