import type * as en from "../en/knowledge.ts";

/** The Knowledge Hub's own texts in Hindi (of ../knowledge.ts); the posts come from the origin, in English. */
export const blogsTexts: typeof en.blogsTexts = {
  title: "Zevar ERP: काम की बातें",
  lead: "बिलिंग, स्टॉक, कारीगर, गिरवी और GST-हॉलमार्क के नियमों पर ज्वेलर्स के लिए काम की जानकारी — Zevar ERP की टीम की ओर से।",
  subscribe: "न्यूजलेटर सब्सक्राइब करें",
  newsletterSubject: "Zevar ERP न्यूजलेटर सब्सक्राइब करना है",
  listLabel: "लेख",
  /** Said after a link to an origin post, which is only in English. */
  inEnglish: "(अंग्रेज़ी में)",
};

export const blogTexts: typeof en.blogTexts = {
  badge: "ब्लॉग लेख",
  /** The crumb when the post has neither title nor topic. */
  fallbackCrumb: "ब्लॉग लेख",
  cta: {
    title: "Zevar ERP को अपने ही डेटा पर चलता देखें",
    text: "फ्री डेमो में हमारे जानकार आपको बिलिंग, स्टॉक और रिपोर्ट एक-एक करके दिखाएँगे।",
    button: "फ्री डेमो बुक करें",
  },
};

export const whatsNewTexts: typeof en.whatsNewTexts = {
  lead: "Zevar ERP के नए मॉड्यूल और सुधार, जैसे-जैसे ये हमारे ग्राहकों तक पहुँचते हैं।",
  listLabel: "अपडेट",
  empty: "अभी दिखाने के लिए कोई अपडेट नहीं है। कृपया कुछ दिन बाद फिर देखें।",
};

export const tutorialTexts: typeof en.tutorialTexts = {
  lead: "Zevar ERP के हर मास्टर, वाउचर और रिपोर्ट पर छोटे-छोटे वीडियो, स्टेप बाय स्टेप।",
  libraryLabel: "ट्यूटोरियल लाइब्रेरी",
  /** A video's description for search engines (JSON-LD). */
  videoDescription: (product: string, t: { title: string; category: string; subCategory: string }) =>
    `${product} ट्यूटोरियल: ${t.title} (${t.category} - ${t.subCategory})।`,
};
