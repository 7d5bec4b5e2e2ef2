import type * as en from "../en/errors.ts";

/** The 404 and 500 pages and the "not found / not available" messages (Hindi of ../errors.ts). */
export const errorTexts: typeof en.errorTexts = {
  notFound: {
    code: "404",
    title: "अरे! यह पेज नहीं मिला",
    home: "होम पेज पर जाएँ",
    headTitle: "पेज नहीं मिला",
    description: "आप जो पेज खोज रहे हैं, वह यहाँ नहीं है।",
  },
  serverError: {
    code: "500",
    title: "कुछ गड़बड़ हो गई",
    text: "यह पेज अभी नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    home: "होम पेज पर जाएँ",
    description: "यह पेज अभी नहीं खुल पाया।",
  },
  blogNotFound: "ब्लॉग नहीं मिला।",
  dealerNotFound: "डीलर नहीं मिला",
  /** /blog/:id when the origin could not be asked and nothing is cached (status 503). */
  blogUnavailable: { title: "यह लेख अभी नहीं खुल पा रहा है", text: "कृपया कुछ मिनट बाद फिर कोशिश करें।" },
  /** What the tools' service worker answers, with no connection, for a page it never kept (src/pages/offline.tsx). */
  offline: {
    headTitle: "इंटरनेट नहीं है",
    description: "इंटरनेट नहीं है: इस डिवाइस में सेव किए गए टूल बिना इंटरनेट के भी खुलते हैं।",
    title: "अभी इंटरनेट नहीं है",
    text: "यह पेज इस डिवाइस में सेव नहीं है, इसलिए इसे खोलने के लिए इंटरनेट चाहिए। ये टूल बिना इंटरनेट के भी खुलते और चलते हैं:",
    retry: "फिर से कोशिश करें",
  },
};
