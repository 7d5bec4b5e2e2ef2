/**
 * Security headers for every answer of the worker (Hono's secure-headers), with a
 * Content-Security-Policy that names exactly the hosts the site uses:
 *   scripts   this site's own files and one inline script, named by its hash (the
 *             early tap catcher, src/islands/runtime/early.ts); island props travel
 *             in data attributes, monitoring settings in a <meta>; no eval
 *   images    this site only (the origin's blog and what's-new pictures are served
 *             through it, /origin-media/)
 *   frames    the video platform's privacy-enhanced player and the map embed
 *   connect   this site, plus the monitoring endpoints of the configured region only
 *             when monitoring is configured
 *   forms     this site, and WhatsApp for the chat's no-JavaScript form
 * Style attributes (CSS custom properties set by components) are allowed; style
 * elements come from this site only, except under Vite's dev server, which injects them.
 */
import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { EARLY_SCRIPT_HASH } from "../src/islands/runtime/early.ts";
import type { AppEnv } from "./env.ts";
import { monitoringSources } from "./monitoring.ts";

export const VIDEO_PLAYER = "https://www.youtube-nocookie.com";
/** Frames only the player's embed path and the map's own path (an exact path: /maps?output=embed). */
export const PLAYER_FRAMES = `${VIDEO_PLAYER}/embed/`;
export const MAP_EMBED = "https://www.google.com/maps";
export const WHATSAPP = "https://wa.me";

/** This site, and the monitoring endpoints only when monitoring is configured. */
function connectSources(c: Context): string {
  return ["'self'", ...monitoringSources((c as Context<AppEnv>).env)].join(" ");
}

const PLAYER_FEATURES = ["self", VIDEO_PLAYER];

export const securityHeaders = secureHeaders({
  // The default no-referrer makes form posts say "Origin: null".
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  // Nothing here needs a sensor or payment; the video player may autoplay and go full screen.
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    browsingTopics: [],
    autoplay: PLAYER_FEATURES,
    fullscreen: PLAYER_FEATURES,
    encryptedMedia: PLAYER_FEATURES,
    pictureInPicture: PLAYER_FEATURES,
  },
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // This site's files, and the one inline script of every page, by its hash.
    scriptSrc: ["'self'", EARLY_SCRIPT_HASH],
    styleSrc: ["'self'"],
    styleSrcElem: import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'"],
    // The rate board's keep-awake video where a browser has no Wake Lock (NoSleep.js plays a
    // muted clip from a data: URI, docs/tools.md "Rate board"): media only, never script.
    mediaSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: [connectSources],
    frameSrc: [PLAYER_FRAMES, MAP_EMBED],
    formAction: ["'self'", WHATSAPP],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
});
