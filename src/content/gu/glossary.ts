/**
 * The Gujarati termbase (issue 30), in the shape of ../en/glossary.ts: for each English
 * term the word a jeweller's shop in Rajkot, Surat or Zaveri Bazaar uses, the variants
 * to keep out, and whether the word is the trade's rather than the dictionary's.
 * tests/unit/glossary.test.ts fails when an avoided variant appears as a word in any text
 * of this folder (a variant ending in `*` also with what Gujarati writes onto a word:
 * «ટંચનો», «હિન્દીમાં», «બનાવટી»); a chosen phrase that contains an avoided word
 * (ઘટ (લોસ)) is fine, and a `searchOnly` variant may stand in a page's search keywords.
 * Issue 38's native read settled ટચ, વિક્રમ સંવત, ચીવટ, ફોર્મેટ, મેટલ જમા, ઉઘડતી બાકી,
 * the tola's 11.664 g beside its rate and the piece / stone split.
 */
import type { GlossaryEntry, SpellingPair } from "../en/glossary.ts";

export const glossary: GlossaryEntry[] = [
  { term: "Edition", chosen: "વર્ઝન", avoid: ["એડિશન", "આવૃત્તિ"], note: "Retail, wholesale, manufacturing and girvi are versions of one product, as the software's menus say." },
  { term: "Associate", chosen: "ડીલર", avoid: ["એસોસિએટ", "એસોસિએટ્સ"], note: "The heading and menu say «અમારા ડીલર»." },
  { term: "Bhishi (savings scheme)", chosen: "ભીસી", avoid: ["ભિશી"], note: "Gujarati's spelling of the monthly savings pool (a native reader, issue 30); «ભિશી» is Marathi's भिशी." },
  { term: "Labour (making)", chosen: "ઘડામણ", avoid: ["લેબર", "મજૂરી"], note: "Trade word: what the karigar is paid per piece or gram (also «ઘાટ» at the counter, «ઘાટ-ઘડામણ» on a bill). «મજૂરી» is right for a karigar's wages as such (a native reader, issue 38), but these pages only speak of the making, paid or charged, so one word: ઘડામણ." },
  { term: "Loss (manufacturing)", chosen: "ઘટ (લોસ)", avoid: ["લોસ"], note: "Trade word: metal lost at each step. «ઘટ (લોસ)» at its first mention on a page, then «ઘટ»." },
  { term: "Weighing scale", chosen: "ઇલેક્ટ્રોનિક કાંટો", avoid: ["ત્રાજવું", "ત્રાજવા"], note: "Trade word: a ત્રાજવું is a pan balance; the ERP reads an electronic scale, which the shop calls its કાંટો." },
  { term: "Tag split / merge", chosen: "ટેગ સ્પ્લિટ અને મર્જ", avoid: ["ટેગ તોડવું"], note: "The software's own words." },
  { term: "Owner app", chosen: "ઓનર એપ", avoid: ["માલિકની એપ"], note: "The app's name as the shop says it." },
  { term: "Customer-wise (wholesale)", chosen: "પાર્ટીવાર", avoid: ["ગ્રાહકવાર"], note: "Trade word: a wholesaler's customers are parties." },
  { term: "Girvi Money Lending", chosen: "ગીરવે (મની લેન્ડિંગ)", avoid: ["ગિરવી", "ગીરવી", "ગિરવે"], note: "Trade word: Gujarati says ગીરવે (ગીરવે મૂકવું, ગીરવેની પહોંચ, ગીરવેનો ધંધો), not the Hindi ગિરવી. «ગીરો» is the dictionary's noun, but a Gujarat counter hears it as a property's mortgage (મકાન ગીરો, ગીરોખત), so ગીરવે stays the business's and the entry's name; a sentence that needs «a loan of 1 January» says «1 જાન્યુઆરીએ ગીરવે મૂક્યું», not «1 જાન્યુઆરીનું ગીરવે» (a second native reader, issue 38). One order everywhere." },
  { term: "Compound interest", chosen: "વ્યાજનું વ્યાજ (ચક્રવૃદ્ધિ)", avoid: ["ચક્રવૃદ્ધિ"], note: "The shop's words first, the book word in brackets." },
  { term: "Simple interest", chosen: "સાદું વ્યાજ", avoid: ["સરળ વ્યાજ"], note: "" },
  { term: "Metal", chosen: "મેટલ", avoid: ["ધાતુ"], note: "" },
  { term: "Permissions", chosen: "પરમિશન", avoid: ["અધિકાર"], note: "A user's permissions in the software." },
  {
    term: "Hindi (calendar)",
    chosen: "વિક્રમ સંવત",
    avoid: ["હિન્દી*", "હિંદી*", "ગુજરાતી કેલેન્ડર*"],
    note: "«Hindi calendar» is the Hindi belt's name for its Vikram Samvat and means nothing at a Gujarat counter. The software comes from Mathura and its second calendar is the North's reckoning (purnimanta months, the year from Chaitra), not Gujarat's (amanta, the year from Kartak): «વિક્રમ સંવત (ઉત્તર ભારતીય પંચાંગ)» where a page first names it, «વિક્રમ સંવત» after; never «ગુજરાતી કેલેન્ડર», which the software does not count. A Gujarati page has no other reason to write હિન્દી (the language links name हिन्दी in its own script).",
  },
  { term: "Jewellery", chosen: "દાગીના", avoid: ["આભૂષણ", "આભૂષણો"], note: "Trade word: the shop's «દાગીના»; «જ્વેલરી» in the software's and the trade's English names." },
  { term: "Tola", chosen: "તોલા", avoid: [], note: "Trade word: 1 તોલો = 11.664 g, but everyday speech also says તોલો loosely for 10 g (a native reader, issue 38), so a tola rate always shows its weight: «તોલા (11.664 ગ્રામ)નો ભાવ», «/તોલો (11.664 ગ્રામ)». Rates are quoted per 10 g, old customers still ask per તોલો: the tools take either, a blank form at 10 g." },
  { term: "Stone", chosen: "નંગ", avoid: [], note: "Trade word for a stone; «નંગ (સ્ટોન)» where it could be misread, and «સ્ટોન» on the estimate, whose every line is a piece (સ્ટોનનું વજન, સ્ટોનની કિંમત). A finished piece is never નંગ on these pages (see Piece; native readers, issues 30 and 38)." },
  { term: "Piece (finished jewellery)", chosen: "પીસ", avoid: [], note: "Or «દાગીનો». The counter also counts pieces as નંગ, but the same pages call a stone નંગ, so a piece is પીસ / દાગીનો everywhere: «પીસ પ્રમાણે» ઘડામણ, «કેટલા પીસ આવ્યા», «જે દાગીના પડ્યા પડ્યા» (a native reader, issue 38)." },
  { term: "Touch (purity)", chosen: "ટચ", avoid: [], searchOnly: ["ટંચ*"], note: "Trade word: Gujarat's counters say ટચ (91.6 ટચ, ટચ કઢાવવો), masculine (ટચ તપાસવો); ટંચ is the Marwari and Hindi टंच, kept only as a search keyword for those who type it (a native reader, issue 38). «શુદ્ધતા» where the tool names purity in general." },
  { term: "Care (that went into the software)", chosen: "ચીવટ", avoid: ["લગન"], note: "In Gujarati «લગન» is a wedding, not the Hindi लगन (devotion); «ચીવટ», or «લગની» / «કાળજી» (a native reader, issue 38)." },
  { term: "Format (of a HUID)", chosen: "ફોર્મેટ", avoid: ["બનાવટ*"], note: "«બનાવટ» reads as a forgery (બનાવટી); the checker tests the HUID's format: «HUIDનું ફોર્મેટ» (a native reader, issue 38)." },
  { term: "Metal receipt (wholesale voucher)", chosen: "મેટલ જમા", avoid: ["મેટલ પહોંચ*"], note: "The voucher as the software's screens name it; «પહોંચ» stays for the receipt given for money (ગીરવેની પહોંચ)." },
  { term: "Cash receipt (wholesale voucher)", chosen: "રોકડ જમા", avoid: ["રોકડ પહોંચ*"], note: "As the screens name it, beside «મેટલ જમા»." },
  { term: "Multi-branch chain (a business)", chosen: "ઘણી બ્રાન્ચવાળા શોરૂમ", avoid: ["બ્રાન્ચવાળી ચેઇન*", "ચેઇન સ્ટોર*"], note: "On a jewellery site ચેઇન / ચેન is a gold chain (and the chain makers' module): a business with branches is «ઘણી બ્રાન્ચવાળા શોરૂમ» or «ઘણી બ્રાન્ચવાળા ધંધા»." },
  { term: "Opening balance (a Girvi account's line)", chosen: "ઉઘડતી બાકી", avoid: ["આગલી બાકી*"], note: "The book's term; the account's columns «તારીખથી», «તારીખ સુધી», «મુદત», «ઉઘડતી બાકી», «વ્યાજ», «જમા», «બાકી»." },
  { term: "Tag", chosen: "ટેગ", avoid: [], note: "Masculine, as the shop says it: «ટેગ લાગ્યો», «ટેગ મળ્યો નહીં», «બંગડીનો ટેગ»." },
  { term: "Karigar", chosen: "કારીગર", avoid: ["કારિગર", "કસબી"], note: "Trade word: the bench worker." },
  { term: "Rate (metal)", chosen: "ભાવ", avoid: [], note: "Trade word: the day's gold and silver rate (આજનો ભાવ); «દર» only in «વ્યાજ દર», the interest rate." },
  { term: "Bill", chosen: "બિલ", avoid: ["બીલ"], note: "Trade word; the tax document is «ટેક્સ ઇન્વોઇસ» where the law names it." },
  { term: "HUID", chosen: "HUID", avoid: ["એચયુઆઈડી"], note: "Written in Latin capitals, as on the piece and the bill." },
  { term: "GST", chosen: "GST", avoid: ["જીએસટી"], note: "Written in Latin capitals, as on the bill." },
];

/** One spelling system (the common press and shop-board spellings): the avoided forms are never used here. */
export const spellings: SpellingPair[] = [
  { avoid: "જવેલર", chosen: "જ્વેલર" },
  { avoid: "જવેલરી", chosen: "જ્વેલરી" },
  { avoid: "જવેલર્સ", chosen: "જ્વેલર્સ" },
  { avoid: "સૉફ્ટવેર", chosen: "સોફ્ટવેર" },
  { avoid: "સોફટવેર", chosen: "સોફ્ટવેર" },
  { avoid: "ઑફિસ", chosen: "ઓફિસ" },
  { avoid: "ઍપ", chosen: "એપ" },
  { avoid: "હૉલમાર્ક", chosen: "હોલમાર્ક" },
  { avoid: "સ્ટૉક", chosen: "સ્ટોક" },
  { avoid: "ફૉર્મ", chosen: "ફોર્મ" },
  { avoid: "ફોમ", chosen: "ફોર્મ" },
  { avoid: "શરુ", chosen: "શરૂ" },
  { avoid: "રુપિયા", chosen: "રૂપિયા" },
  { avoid: "મીનીટ", chosen: "મિનિટ" },
  { avoid: "મીનિટ", chosen: "મિનિટ" },
  { avoid: "ડિઝાઈન", chosen: "ડિઝાઇન" },
  { avoid: "ડીઝાઇન", chosen: "ડિઝાઇન" },
  { avoid: "કીમત", chosen: "કિંમત" },
  { avoid: "માહીતી", chosen: "માહિતી" },
  { avoid: "ઈમેલ", chosen: "ઈ-મેલ" },
  { avoid: "ઇમેઇલ", chosen: "ઈ-મેલ" },
  { avoid: "ઈમેઈલ", chosen: "ઈ-મેલ" },
];
