/**
 * A pointer to one tool with its promise: from the page it serves (src/tools/links.tsx)
 * and from another tool (the GST calculator to the estimate). It takes the path, not the
 * registry, so a tool's folder can use it without importing the registry that lists it.
 */
import type { ToolId } from "../content/model/tools.ts";
import { useContent, useHref } from "../components/locale.tsx";

export function Pointer({ id, path, className = "" }: { id: ToolId; path: string; className?: string }) {
  const { toolsIndexText, toolTexts } = useContent().tools;
  const href = useHref();
  return (
    <aside aria-label={toolsIndexText.freeTool} className={className}>
      <p className="rounded-2xl bg-gold-100 px-5 py-4 text-brand-900">
        <span className="font-semibold">{toolsIndexText.freeTool}: </span>
        <a href={href(path)} className="font-bold underline">
          {toolTexts[id].name}
        </a>{" "}
        — {toolTexts[id].promise}
      </p>
    </aside>
  );
}
