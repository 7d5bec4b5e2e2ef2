/**
 * Every island as pages and layouts render it (docs/architecture.md, "Islands"): its name, the component
 * that renders its server markup and how it loads, declared once. A call site passes
 * the island's props and nothing else, e.g. `<ShowcaseIsland editions={...} />`.
 *
 * Server-side only: the client runtime finds islands through registry.ts. Declaring
 * them here, not in each island's module, keeps the <Island> wrapper and react-dom out
 * of the island chunks the browser loads (declared in demo-form.tsx, its chunk grew by
 * 836 bytes and react-dom split out of the runtime chunk).
 */
import ChatWidget from "./chat-widget.tsx";
import ContactForm from "./contact-form.tsx";
import DemoForm from "./demo-form.tsx";
import GemScene from "./gem-scene.tsx";
import { defineIsland } from "./island.tsx";
import Offline from "./offline.tsx";
import Particles from "./particles.tsx";
import ScreenshotCarousel from "./screenshot-carousel.tsx";
import Showcase from "./showcase.tsx";
import ToolForm from "./tool-form.tsx";
import TutorialLibrary from "./tutorial-library.tsx";
import VideoModal from "./video-modal.tsx";

export const ChatWidgetIsland = defineIsland("chat-widget", ChatWidget, { strategy: "idle" });
/**
 * The forms work as plain HTML posts, so React (about 60 KB) is loaded only when the
 * visitor starts using one — a focus, a tap or a key inside it — never while the page
 * loads on a slow phone (issue 15). Their fields are uncontrolled: what is typed before
 * hydration stays.
 */
export const ContactFormIsland = defineIsland("contact-form", ContactForm, { strategy: "interaction" });
export const DemoFormIsland = defineIsland("demo-form", DemoForm, { strategy: "interaction" });
/** A still gem stays under reduced motion or Save-Data. */
export const GemSceneIsland = defineIsland("gem-scene", GemScene, { strategy: "visible", unless: ["reduced-motion", "save-data"] });
/**
 * The tools' service worker (docs/offline.md): registered once the page has loaded and
 * gone idle, so it never competes with the first load (its few bytes are not part of it).
 */
export const OfflineIsland = defineIsland("offline", Offline, { strategy: "idle" });
export const ParticlesIsland = defineIsland("particles", Particles, { strategy: "idle" });
export const ScreenshotCarouselIsland = defineIsland("screenshot-carousel", ScreenshotCarousel, { strategy: "visible" });
export const ShowcaseIsland = defineIsland("showcase", Showcase, { strategy: "visible" });
/**
 * A jeweller tool: a plain island (no React) that recomputes the result while typing.
 * The form works as a GET without script and the server renders its result, so the
 * island starts on the visitor's first focus, tap or key inside it (issue 15); it
 * then works out what was typed before.
 */
export const ToolFormIsland = defineIsland("tool-form", ToolForm, { strategy: "interaction" });
/**
 * A tool's screen of its own (the rate board on a shop's TV): drawn by the server from the
 * link; at idle the same island loads that tool's code for it (keeping the screen awake,
 * fitting the type), so a screen costs the first load nothing.
 */
export const ToolScreenIsland = defineIsland("tool-form", ToolForm, { strategy: "idle" });
/**
 * Every control of the library is a link or a GET form without JavaScript, so React is
 * loaded on the visitor's first focus, tap or key inside it (issue 15), not while a
 * slow phone is still laying out the page. A click before then is held and replayed;
 * what is typed into the search before then is searched for once it has hydrated.
 */
export const TutorialLibraryIsland = defineIsland("tutorial-library", TutorialLibrary, { strategy: "interaction" });
export const VideoModalIsland = defineIsland("video-modal", VideoModal, { strategy: "interaction" });
