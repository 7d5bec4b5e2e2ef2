import { site } from "./site.ts";

/** Every page's <title>: its own name, then the product ("Features | Zevar ERP"). */
export const pageTitle = (name: string) => `${name} | ${site.productName}`;
