/**
 * Hydrates one island: its module and React arrive lazily, the component is wrapped
 * in an error boundary, and `data-hydrated` is set once React has committed.
 */
import { Component, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportIslandError } from "./report.ts";

/**
 * The fallback's text in the page's language: the document writes it on <body>
 * (data-island-failed), so the runtime holds no dictionary. The English one stands in
 * on a page that does not carry it.
 */
function failedText(): string {
  return document.body.dataset.islandFailed || "This part of the page could not load. Please refresh.";
}

class Boundary extends Component<{ name: string; onDone: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportIslandError({ island: this.props.name, error, phase: "render" });
    // The fallback is what hydrated: the page's ready flag must not wait for it.
    this.props.onDone();
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="status" className="text-sm text-ink-soft">
          {failedText()}
        </p>
      );
    }
    return this.props.children;
  }
}

function Committed({ el, onReady }: { el: HTMLElement; onReady: () => void }) {
  useEffect(() => {
    el.dataset.hydrated = "true";
    onReady();
  }, [el, onReady]);
  return null;
}

export function hydrate(el: HTMLElement, name: string, Island: ComponentType<object>, props: object, onReady: () => void) {
  hydrateRoot(
    el,
    <Boundary name={name} onDone={onReady}>
      <Island {...props} />
      <Committed el={el} onReady={onReady} />
    </Boundary>,
    {
      onRecoverableError: (error) => reportIslandError({ island: name, error, phase: "hydrate" }),
    },
  );
}
