import { findAssociate } from "../content/associates.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { definePage } from "./types.ts";

/** /associate/:slug — an unknown slug is 'Dealer not found' with status 404. */
export const associatePage = definePage<{ heading: string }>({
  Component: ({ route, data }) => <PageHeading title={data.heading ?? route.heading} />,
  accepts: (params) => Boolean(findAssociate(params.slug ?? "")) || { notFound: "Dealer not found" },
  async load({ params }) {
    return { data: { heading: findAssociate(params.slug ?? "")?.name ?? "" } };
  },
  head: (data) => ({ title: `${data.heading} | Zevar ERP Associate` }),
});
