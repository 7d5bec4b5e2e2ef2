import { describe, expect, it } from "vitest";
import { embedUrl, youtubeId } from "../../src/lib/video.ts";

describe("video links", () => {
  it("finds the video id in every kind of YouTube link", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s",
      "https://m.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtu.be/aqz-KE-bpKQ",
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://www.youtube.com/shorts/aqz-KE-bpKQ",
      "aqz-KE-bpKQ",
    ]) {
      expect(youtubeId(link)).toBe("aqz-KE-bpKQ");
    }
  });

  it("refuses anything else", () => {
    for (const link of ["https://evil.example/watch?v=aqz-KE-bpKQ", "javascript:alert(1)", "https://youtube.com/watch?v=short", "", "https://youtu.be/"]) {
      expect(youtubeId(link)).toBeNull();
    }
  });

  it("embeds through the privacy-enhanced domain", () => {
    expect(embedUrl("https://youtu.be/aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1");
    expect(embedUrl("nope")).toBeNull();
  });
});
