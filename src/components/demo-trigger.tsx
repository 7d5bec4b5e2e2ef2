import type { ReactNode } from "react";

export const DEMO_DIALOG_ID = "demo-dialog";

/**
 * Any call to action that opens the demo-request modal ('Get Free Demo', 'Try Zevar
 * ERP', 'Free Demo', the articles' buttons). A plain button with an invoker command:
 * it opens the dialog before any JavaScript has loaded; the runtime only polyfills
 * browsers without invoker commands.
 */
export function DemoTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" command="show-modal" commandfor={DEMO_DIALOG_ID} data-demo-open className={className}>
      {children}
    </button>
  );
}
