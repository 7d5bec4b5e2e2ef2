/**
 * The rate board on a shop's screen (./board.tsx): keeps the screen awake (Screen Wake
 * Lock, taken again when the page comes back into view; where it is refused the board
 * says the screen may dim), fades its
 * controls when the screen is left alone, and makes the images and the printed card. The
 * board works without any of this: the server drew it from its link.
 */
import type { BoardProps } from "./board.tsx";

/** How long the screen is left alone before the controls fade. */
const IDLE_MS = 6000;

type WakeLock = { release: () => Promise<void>; addEventListener: (type: "release", listener: () => void) => void };
type WakeLockApi = { request: (type: "screen") => Promise<WakeLock> };

export function mount(el: HTMLElement, { data, controls }: BoardProps) {
  const board = el.querySelector<HTMLElement>("[data-board]");
  const status = el.querySelector<HTMLElement>("[data-board-status]");
  if (!board || !status) return;
  // What the image drew is kept beside what is said, for the tests to read back.
  const say = (text: string, drawn?: unknown) => {
    if (status.textContent !== text) status.textContent = text;
    if (drawn) status.dataset.cardTexts = JSON.stringify(drawn);
  };

  // Awake: asked for now and each time the board is shown again (a lock is released when the page is hidden).
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  const awake = async () => {
    if (document.visibilityState !== "visible") return;
    if (!wakeLock) return withoutWakeLock(board, say, controls);
    try {
      const lock = await wakeLock.request("screen");
      board.dataset.awake = "";
      lock.addEventListener("release", () => delete board.dataset.awake);
      say(controls.awake);
    } catch {
      say(controls.mayDim);
    }
  };
  void awake();
  document.addEventListener("visibilitychange", () => void awake());


  // The controls fade when left alone, and come back on any touch, movement or key.
  let idle: ReturnType<typeof setTimeout> | undefined;
  const active = () => {
    delete board.dataset.idle;
    clearTimeout(idle);
    idle = setTimeout(() => (board.dataset.idle = ""), IDLE_MS);
  };
  for (const type of ["pointermove", "pointerdown", "keydown", "focusin"]) document.addEventListener(type, active, { passive: true });
  active();

  el.querySelector("[data-board-full]")?.addEventListener("click", () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  });
  el.querySelector("[data-board-print]")?.addEventListener("click", () => window.print());
  el.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-board-card]");
    const kind = button?.dataset.boardCard;
    if (kind !== "status" && kind !== "post") return;
    void import("./card.ts").then(({ makeCard }) => makeCard(data, kind, say, controls));
  });
  // The form's "Print an A4 rate card" opens the board at #print.
  if (location.hash === "#print") void document.fonts.ready.then(() => window.print());
}

/** What starts a video where the browser asks for the visitor's own act: a tap, a click or a key (a TV remote's OK). */
const GESTURES = ["click", "keydown", "touchend"] as const;

/**
 * Where the browser has no Wake Lock (older TV, tablet and phone browsers), a muted video
 * playing on a loop keeps the screen on (NoSleep.js, loaded then). A browser starts it only
 * after the visitor's own act, so the board says the screen may dim until the first tap or
 * key, then that it stays on. A lock the browser refuses (battery saver, a policy) is not
 * worked around: the board says the screen may dim.
 */
function withoutWakeLock(board: HTMLElement, say: (text: string) => void, controls: BoardProps["controls"]) {
  // Once armed (or playing), the board shown again needs nothing more.
  if (board.dataset.awake !== undefined || board.dataset.armed !== undefined) return;
  board.dataset.armed = "";
  say(controls.mayDim);
  const start = () => {
    for (const type of GESTURES) document.removeEventListener(type, start, true);
    delete board.dataset.armed;
    void import("nosleep.js")
      .then(async ({ default: NoSleep }) => {
        await new NoSleep().enable();
        board.dataset.awake = "video";
        say(controls.awake);
      })
      .catch(() => say(controls.mayDim));
  };
  for (const type of GESTURES) document.addEventListener(type, start, true);
}
