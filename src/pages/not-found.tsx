import { useContent, useHref } from "../components/locale.tsx";

/** The 404 and 500 pages' common shape: the code large, a title, a line, the way home. */
function ErrorPage({ code, title, text, home, notFound }: { code: string; title: string; text?: string; home: string; notFound?: boolean }) {
  const href = useHref();
  return (
    <section data-not-found={notFound ? "" : undefined} className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      {text ? <p className="mt-2 text-ink-soft">{text}</p> : null}
      <a href={href("/")} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {home}
      </a>
    </section>
  );
}

/**
 * SPEC "Not-found": 404, 'Oops! Page not found', a link home. The worker logs the
 * attempted path; `data-not-found` has the browser log it to the console too.
 */
export function NotFound({ message }: { message?: string }) {
  const { errorTexts } = useContent().errors;
  return <ErrorPage {...errorTexts.notFound} text={message} notFound />;
}

export function ServerError() {
  const { errorTexts } = useContent().errors;
  return <ErrorPage {...errorTexts.serverError} />;
}
