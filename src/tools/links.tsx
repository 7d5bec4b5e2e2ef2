/** Pointers to the free jeweller tools from the rest of the site (home, edition pages). */
import type { ToolId } from "../content/en/tools.ts";
import { paths } from "../lib/paths.ts";
import { useContent, useHref } from "../components/locale.tsx";
import { toolById, tools } from "./index.ts";

/** The home page's band: the four tools, each with its promise. */
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
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
  const { toolsIndexText, toolTexts } = useContent().tools;
  const href = useHref();
  return (
    <aside aria-label={toolsIndexText.freeTool} className="mx-auto mt-10 max-w-7xl px-4">
      <p className="rounded-2xl bg-gold-100 px-5 py-4 text-brand-900">
        <span className="font-semibold">{toolsIndexText.freeTool}: </span>
        <a href={href(toolById[id].path)} className="font-bold underline">
          {toolTexts[id].name}
        </a>{" "}
        — {toolTexts[id].promise}
      </p>
    </aside>
  );
}
