/**
 * SPEC "Not-found": 404, 'Oops! Page not found', a link home. The worker logs the
 * attempted path; `data-not-found` has the browser log it to the console too.
 */
export function NotFound({ message }: { message?: string }) {
  return (
    <section data-not-found="" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      {message ? <p className="mt-2 text-ink-soft">{message}</p> : null}
      <a href="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Go back home
      </a>
    </section>
  );
}

export function ServerError() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">
        500
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Something went wrong</h1>
      <p className="mt-2 text-ink-soft">We could not show this page. Please try again in a moment.</p>
      <a href="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Go back home
      </a>
    </section>
  );
}
