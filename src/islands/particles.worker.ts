/**
 * Draws the hero's particles off the page's main thread, on the OffscreenCanvas the
 * page hands over (issue 15: drawn on the main thread, each frame was a 20-25 ms task
 * on a phone without a GPU, in the middle of the page's load). The page keeps the
 * decisions (on screen, tab visible, paused by the visitor, reduced motion) and says
 * run or pause; this only draws, and answers with what it now does.
 */
import { frameLoop, particleField, type FieldMessage } from "./particles-field.ts";

let field: ReturnType<typeof particleField> | undefined;
const loop = frameLoop(
  () => field?.step(),
  (cb) => requestAnimationFrame(cb),
  (id) => cancelAnimationFrame(id),
);

onmessage = ({ data }: MessageEvent<FieldMessage>) => {
  switch (data.type) {
    case "start": {
      const ctx = data.canvas.getContext("2d");
      if (!ctx) return;
      field = particleField(ctx, data);
      field.resize(data.width, data.height);
      field.draw();
      return;
    }
    case "resize":
      field?.resize(data.width, data.height);
      // A resized canvas is blank: draw at once, not at the next step (or never, when paused or still).
      field?.draw();
      return;
    case "run":
      loop.run();
      postMessage("animated");
      return;
    case "pause":
      loop.pause();
      // Said once no further frame can come: the page then reports "paused".
      postMessage("paused");
  }
};
