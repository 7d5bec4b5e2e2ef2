/**
 * The Gujarati termbase (issue 30), in the shape of ../en/glossary.ts: for each English
 * term the word a jeweller's shop in Rajkot, Surat or Zaveri Bazaar uses, the variants
 * to keep out, and whether the word is the trade's rather than the dictionary's.
 * tests/unit/glossary.test.ts fails when an avoided variant appears as a word in any text
 * of this folder; a chosen phrase that contains an avoided word (ઘટ (લોસ)) is fine.
 */
import type { GlossaryEntry, SpellingPair } from "../en/glossary.ts";

export const glossary: GlossaryEntry[] = [
  { term: "Edition", chosen: "વર્ઝન", avoid: ["એડિશન", "આવૃત્તિ"], note: "Retail, wholesale, manufacturing and girvi are versions of one product, as the software's menus say." },
  { term: "Associate", chosen: "ડીલર", avoid: ["એસોસિએટ", "એસોસિએટ્સ"], note: "The heading and menu say «અમારા ડીલર»." },
  { term: "Bhishi (savings scheme)", chosen: "ભીસી", avoid: ["ભિશી"], note: "Gujarati's spelling of the monthly savings pool (a native reader, issue 30); «ભિશી» is Marathi's भिशी." },
  { term: "Labour (making)", chosen: "ઘડામણ", avoid: ["લેબર", "મજૂરી"], note: "Trade word: what the karigar is paid per piece or gram (also «ઘાટ» at the counter, «ઘાટ-ઘડામણ» on a bill); the dictionary's «મજૂરી» is a labourer's wage." },
  { term: "Loss (manufacturing)", chosen: "ઘટ (લોસ)", avoid: ["લોસ"], note: "Trade word: metal lost at each step. «ઘટ (લોસ)» at its first mention on a page, then «ઘટ»." },
  { term: "Weighing scale", chosen: "ઇલેક્ટ્રોનિક કાંટો", avoid: ["ત્રાજવું", "ત્રાજવા"], note: "Trade word: a ત્રાજવું is a pan balance; the ERP reads an electronic scale, which the shop calls its કાંટો." },
  { term: "Tag split / merge", chosen: "ટેગ સ્પ્લિટ અને મર્જ", avoid: ["ટેગ તોડવું"], note: "The software's own words." },
  { term: "Owner app", chosen: "ઓનર એપ", avoid: ["માલિકની એપ"], note: "The app's name as the shop says it." },
  { term: "Customer-wise (wholesale)", chosen: "પાર્ટીવાર", avoid: ["ગ્રાહકવાર"], note: "Trade word: a wholesaler's customers are parties." },
  { term: "Girvi Money Lending", chosen: "ગીરવે (મની લેન્ડિંગ)", avoid: ["ગિરવી", "ગીરવી", "ગિરવે"], note: "Trade word: Gujarati says ગીરવે (ગીરવે મૂકવું), not the Hindi ગિરવી; one order everywhere." },
  { term: "Compound interest", chosen: "વ્યાજનું વ્યાજ (ચક્રવૃદ્ધિ)", avoid: ["ચક્રવૃદ્ધિ"], note: "The shop's words first, the book word in brackets." },
  { term: "Simple interest", chosen: "સાદું વ્યાજ", avoid: ["સરળ વ્યાજ"], note: "" },
  { term: "Metal", chosen: "મેટલ", avoid: ["ધાતુ"], note: "" },
  { term: "Permissions", chosen: "પરમિશન", avoid: ["અધિકાર"], note: "A user's permissions in the software." },
  { term: "Hindi (calendar)", chosen: "હિન્દી", avoid: ["હિંદી"], note: "The Vikram Samvat months, as the girvi book and the tool call them." },
  { term: "Jewellery", chosen: "દાગીના", avoid: ["આભૂષણ", "આભૂષણો"], note: "Trade word: the shop's «દાગીના»; «જ્વેલરી» in the software's and the trade's English names." },
  { term: "Tola", chosen: "તોલા", avoid: [], note: "Trade word: 1 તોલો = 11.664 g; rates are quoted per 10 g, old customers still ask per તોલો: the tools take either («તોલાનો ભાવ»), a blank form at 10 g." },
  { term: "Stone", chosen: "નંગ", avoid: [], note: "Trade word for a stone (નંગ (સ્ટોન) where it could be misread); a finished piece is «પીસ» or «દાગીનો», so one sentence never uses નંગ for both (a native reader, issue 30)." },
  { term: "Touch (purity)", chosen: "ટંચ", avoid: ["ટચ"], note: "Trade word: the purity as the shop tests and writes it (91.6 ટંચ); «શુદ્ધતા» where the tool names purity in general." },
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
