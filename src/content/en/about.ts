import type { IconCardItem, Texts } from "../types.ts";

/** About page content (SPEC "About us"; the spec leaves the texts to us). */
export const aboutTexts = {
  lead: "Jewellery software from Mathura, Uttar Pradesh, since 1997.",
  missionTitle: "Our mission",
  visionTitle: "Our vision",
  gemLabel: "A cut gemstone, the Zevar ERP emblem",
  pauseGem: { pause: "Pause the turning gem", play: "Play the turning gem" },
  storyTitle: "The Zevar ERP story",
  storyButton: "Watch our story",
};
export type AboutTexts = Texts<typeof aboutTexts>;

export const whoWeAre = {
  title: "Who we are",
  text: [
    "Zevar ERP is made by a software company founded in 1997 in Mathura, Uttar Pradesh. We started by writing billing software for the jewellers of our own city, sitting at their counters to learn how a jewellery business really runs.",
    "Twenty-eight years later the same care goes into software used by more than a lakh of people: retail showrooms, wholesalers, manufacturers of chain, diamond, kundan, CZ, gold and silver jewellery, and Girvi money lenders, across India.",
  ],
};

export const stats: { value: string; label: string }[] = [
  { value: "28+", label: "Years" },
  { value: "1 Lakh+", label: "Happy Users" },
  { value: "24/7", label: "Support" },
  { value: "100%", label: "Satisfaction" },
];

export const journey: { year: string; text: string }[] = [
  { year: "1997", text: "Founded in Mathura; our first billing software runs at a single jewellery counter." },
  { year: "2004", text: "Wholesale and Girvi money-lending editions, with interest in Hindi and English calendars." },
  { year: "2011", text: "Manufacturing edition: karigar management, department stock and loss reports." },
  { year: "2017", text: "GST-ready billing and returns on the first day of GST." },
  { year: "2021", text: "Hallmarking with HUID, RFID stock counting, owner and customer mobile apps." },
  { year: "Today", text: "1 Lakh+ users, cloud and desktop versions, AI for jewellery business and support across India." },
];

/** The company film (a placeholder link, like every external address: docs/decisions.md). */
export const storyVideo = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

export const mission: string =
  "To give every jeweller, from a single counter to a manufacturing house, software that speaks the language of the trade, keeps every gram accounted for and lets the owner see the business from anywhere.";

export const vision: string =
  "A jewellery trade in India where honest records are effortless: where tagging, billing, karigar accounts and compliance take minutes, and jewellers spend their time with customers.";

export const whyChooseUs: IconCardItem[] = [
  { title: "Made for jewellery", text: "Tunch, wastage, making charges, bhav and HUID are built in, not bolted on.", icon: "badge-check" },
  { title: "28+ years of experience", text: "We have seen every season, rule change and rush, and built for them.", icon: "badge-check" },
  { title: "Support that picks up", text: "Phone, WhatsApp and remote support, 24/7 for urgent issues, Pan India.", icon: "badge-check" },
  { title: "No setup cost", text: "Start with the modules you need; custom work when your business asks for it.", icon: "badge-check" },
  { title: "Safe by design", text: "Role-based permissions, user restrictions, OTP approvals and a full audit trail.", icon: "badge-check" },
];

export const team: { name: string; role: string; initials: string }[] = [
  { name: "Rakesh Agrawal", role: "Founder", initials: "RA" },
  { name: "Neha Agrawal", role: "Director, Operations", initials: "NA" },
  { name: "Vivek Sharma", role: "Head of Product", initials: "VS" },
  { name: "Pooja Goyal", role: "Customer Success", initials: "PG" },
  { name: "Arjun Mehra", role: "Engineering Lead", initials: "AM" },
];
