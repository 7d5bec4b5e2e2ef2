import type { ReactNode } from "react";

export const DEMO_DIALOG_ID = "demo-dialog";

/**
 * Any call to action that opens the demo-request modal ('Get Free Demo', 'Try Zevar
 * ERP', 'Free Demo', the articles' buttons). A plain button with an invoker command:
 * it opens the dialog before any JavaScript has loaded; the runtime only polyfills
 * browsers without invoker commands. `software` preselects that choice in the form
 * (the runtime sets it on click).
 */
export function DemoTrigger({ className, software, children }: { className?: string; software?: string; children: ReactNode }) {
  return (
    <button type="button" command="show-modal" commandfor={DEMO_DIALOG_ID} data-demo-open data-software={software} className={className}>
      {children}
    </button>
  );
}
