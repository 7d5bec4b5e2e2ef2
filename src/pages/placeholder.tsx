import { PageHeading } from "../components/page-heading.tsx";
import { definePage } from "./types.ts";

/** Pages not built yet answer with the layout, their SEO head and their heading. */
export const placeholderPage = definePage<{ heading?: string } | undefined>({
  Component: ({ route, data }) => <PageHeading title={data?.heading ?? route.heading} />,
});
