import { useEffect, useRef, useState } from "react";
import { Play } from "../components/icons.ts";
import type { Tutorial } from "../lib/tutorials.ts";
import { embedUrl } from "../lib/video.ts";
import { ownClick } from "./tutorial-links.ts";

/**
 * A light facade (SPEC "Tutorial": "grid of embedded videos"): a same-origin
 * thumbnail and a play button. The player iframe is created only when played; without
 * JavaScript the facade is a link to the video.
 */
export function VideoFacade({
  tutorial,
  playLabel,
}: {
  tutorial: Tutorial;
  /**
   * The facade's name; "{title}" is the tutorial's title (tutorialLibraryTexts.play in the
   * page's language, passed by the library; no English default, docs/i18n.md).
   */
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The link that had the focus is gone: the focus goes to what replaced it (WCAG 2.4.3).
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const id = tutorial.youtubeId;
  if (playing) {
    return (
      <iframe
        ref={player}
        src={embedUrl(id) ?? undefined}
        title={tutorial.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="absolute inset-0 h-full w-full border-0"
      />
    );
  }
  return (
    <a
      href={`https://www.youtube.com/watch?v=${id}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => ownClick(e) && setPlaying(true)}
      aria-label={playLabel.replace("{title}", tutorial.title)}
      className="group absolute inset-0 block"
    >
      <img src={`/video-thumbnails/${id}`} alt="" width={320} height={180} loading="lazy" decoding="async" className="h-full w-full object-cover" />
      <span className="absolute inset-0 flex items-center justify-center bg-black/10 group-hover:bg-black/25">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg group-hover:scale-105 group-focus-visible:scale-105">
          <Play className="ml-1 size-6" fill="currentColor" aria-hidden="true" />
        </span>
      </span>
    </a>
  );
}
