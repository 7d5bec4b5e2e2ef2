import { estimate } from "../estimate/index.ts";
import { Pointer } from "../pointer.tsx";

/** Below the GST calculator: a bill of several pieces, with old gold by tunch, is the estimate's work. */
export function Notes() {
  return <Pointer id="estimate" path={estimate.path} className="mt-10 max-w-3xl" />;
}
