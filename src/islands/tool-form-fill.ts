/**
 * A tool's form set from a query, in the page (issue 38, item 1; docs/offline.md): with no
 * connection the service worker answers a link with the bare page it kept, and the
 * island fills in the link's figures here before it works them out. The estimate's Add
 * and Remove set its form the same way (./tool-pieces.ts). Loaded only then: no tool page
 * loads it online.
 */
import { formFields } from "../tools/form-fields.ts";

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * Every field of `form` from `query` (the tool's short form, src/tools/canonical.ts):
 * what the query gives, or empty (a text), unticked (a box), the first choice (a list);
 * a group of options the query does not name keeps the one ticked. A name given n times
 * fills the n fields of that name in order; `grow` adds a row when there are fewer (the
 * Girvi part payments' empty row).
 */
export function fillForm(form: HTMLFormElement, query: URLSearchParams, grow: () => void): void {
  const controls = (name: string) => [...form.elements].filter((el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name === name);
  const names = new Set<string>();
  for (const el of form.elements) {
    const { name, type } = el as Control;
    // Buttons and the estimate's count of rows (set by ./tool-pieces.ts) are not fields.
    if (name && !["submit", "button", "hidden"].includes(type)) names.add(name);
  }
  const values = formFields(query, names);
  for (const name of names) {
    const given = values.getAll(name);
    let fields = controls(name);
    const first = fields[0];
    if (first instanceof HTMLInputElement && first.type === "radio") {
      if (given.length) for (const radio of fields as HTMLInputElement[]) radio.checked = radio.value === given[0];
      continue;
    }
    if (first instanceof HTMLInputElement && first.type === "checkbox") {
      for (const box of fields as HTMLInputElement[]) box.checked = given.includes(box.value);
      continue;
    }
    for (let i = 0; i < Math.max(given.length, fields.length); i++) {
      if (i >= fields.length) {
        grow();
        fields = controls(name);
        if (i >= fields.length) break;
      }
      const field = fields[i]!;
      const value = given[i] ?? "";
      if (field instanceof HTMLSelectElement) field.selectedIndex = Math.max(0, [...field.options].findIndex((o) => o.value === value));
      else field.value = value;
    }
  }
}
