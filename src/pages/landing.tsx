import { Island } from "../components/island.tsx";
import { DEMO_SUCCESS } from "../forms/messages.ts";
import type { FormState } from "../forms/state.ts";
import DemoForm from "../islands/demo-form.tsx";
import type { CountryCode } from "../lib/origin-types.ts";
import { definePage } from "./types.ts";

type Data = { countryCodes: CountryCode[]; sent: boolean; form?: FormState };

/**
 * /zevarsoftware: the demo-request form in the hero (SPEC "Landing page"). It is also
 * where every demo form posts without JavaScript. The page's other sections are the
 * home/landing issue's.
 */
export const landingPage = definePage<Data>({
  Component: ({ route, data }) => {
    const state: FormState | undefined =
      data.form ?? (data.sent ? { values: {}, errors: {}, result: { ok: true, message: DEMO_SUCCESS } } : undefined);
    return (
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{route.heading}</h1>
            <p className="mt-4 text-lg text-ink-soft">
              25 years of jewellery software and 75000+ users. Book a free demo and see Zevar ERP run your counter,
              stock and accounts.
            </p>
          </div>
          <div id="demo-form" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-lg">
            <h2 className="text-xl font-semibold text-brand-800">Book your free demo</h2>
            <div className="mt-4">
              <Island name="demo-form" component={DemoForm} props={{ action: "/zevarsoftware", idPrefix: "hero", countryCodes: data.countryCodes, state }} strategy="idle" />
            </div>
          </div>
        </div>
      </section>
    );
  },
  async load({ origin, query }) {
    const { data: countryCodes } = await origin.countryCodes();
    return { data: { countryCodes, sent: query.get("sent") === "1" } };
  },
});
