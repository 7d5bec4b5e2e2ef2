import { PageHeading } from "../components/page-heading.tsx";
import { isValidBlogId } from "../lib/ids.ts";
import type { Blog } from "../lib/origin-types.ts";
import { definePage } from "./types.ts";

/**
 * /blog/:id — ids are checked before they reach the cache or the origin; a blog the
 * origin does not know is 'Blog not found.' with status 404 (SPEC section 8).
 */
export const blogPage = definePage<{ blog: Blog | null }>({
  Component: ({ route }) => <PageHeading title={route.heading} />,
  accepts: (params) => isValidBlogId(params.id ?? "") || { notFound: "Blog not found." },
  async load({ params, origin }) {
    const { data, source } = await origin.blog(params.id ?? "");
    if (!data && source !== "default") return { notFound: "Blog not found." };
    return { data: { blog: data } };
  },
});
