/**
 * The tutorial library in Gujarati: the same 45 videos, in the same order, with the same
 * ids, category codes (MAINTAIN, REPORT, VOUCHER and their sub-categories, as the
 * software shows them) and video ids; only the titles are Gujarati.
 */
import type * as en from "../en/tutorials.ts";
import { tutorials as enTutorials } from "../en/tutorials.ts";

/** Gujarati titles, in the order of the English entries (45). */
const titles: readonly string[] = [
  // MAINTAIN · ACCOUNT
  "ગ્રાહક કે સપ્લાયરનું ખાતું બનાવો",
  "ખાતાંનું ઓપનિંગ બેલેન્સ નાખો",
  "ખાતાંનાં ગ્રુપ બનાવો અને ઉધારની લિમિટ નક્કી કરો",
  // MAINTAIN · CONFIG
  "કંપનીનું સેટિંગ અને ફાઇનાન્શિયલ યર",
  "GST રેટ અને HSN કોડ સેટ કરો",
  "બિલનું ફોર્મેટ અને પ્રિન્ટિંગનું સેટિંગ",
  "યુઝરની પરમિશન અને OTPથી મંજૂરી",
  // MAINTAIN · ITEM
  "ટચ અને ઘડામણ સાથે આઇટમ બનાવો",
  "આઇટમ ગ્રુપ, કેટેગરી અને ડિઝાઇન",
  "નંગ અને ડાયમંડના આઇટમ માસ્ટર",
  // MAINTAIN · OPEN.STOCK
  "ટેગવાળી આઇટમનો ઓપનિંગ સ્ટોક નાખો",
  "છૂટા સોના-ચાંદીનો ઓપનિંગ સ્ટોક",
  // MAINTAIN · STAMP
  "હોલમાર્ક સ્ટેમ્પ અને HUIDનું સેટિંગ બનાવો",
  "આઇટમ સાથે સ્ટેમ્પ જોડો",
  // REPORT · STOCK STATUS
  "સ્ટોક સ્ટેટસ રિપોર્ટ કેવી રીતે વાંચવો",
  "આઇટમ, વજન અને ટચ પ્રમાણે સ્ટોક સ્ટેટસ",
  "કાઉન્ટર પ્રમાણે સ્ટોક સ્ટેટસ",
  // REPORT · TRIAL BALANCE
  "ટ્રાયલ બેલેન્સ, અને ત્યાંથી જ લેજરની પૂરી વિગત",
  "મેટલ પ્રમાણે ટ્રાયલ બેલેન્સ",
  // VOUCHER · CONTRA
  "કોન્ટ્રા એન્ટ્રી: રોકડ બેંકમાં જમા",
  "કોન્ટ્રા એન્ટ્રી: એક બેંકથી બીજી બેંકમાં ટ્રાન્સફર",
  // VOUCHER · CREDIT NOTE
  "માલ પાછો આવે ત્યારે ક્રેડિટ નોટ બનાવો",
  "ભાવફેર પર ક્રેડિટ નોટ",
  // VOUCHER · ISSUE
  "કારીગરને મેટલ આપો",
  "વેસ્ટેજ અને ઘડામણ નક્કી કરીને માલ આપો",
  // VOUCHER · JOURNAL
  "એડજસ્ટમેન્ટ માટે જર્નલ વાઉચર",
  "ખાતાં વચ્ચે મેટલ જર્નલ",
  // VOUCHER · PURCHASE
  "સોનાના બુલિયન (બિસ્કિટ, લગડી)ની ખરીદી",
  "ટેગવાળા તૈયાર દાગીનાની ખરીદી",
  "ગ્રાહક પાસેથી જૂના સોનાની ખરીદી",
  // VOUCHER · PURCHASE RET
  "સપ્લાયરને પરચેઝ રિટર્ન",
  "મેટલ એડજસ્ટમેન્ટ સાથે થોડા માલનું પરચેઝ રિટર્ન",
  // VOUCHER · RECEIPT
  "પહોંચ વાઉચર: રોકડ અને ચેક",
  "બાકી બિલો સામે પહોંચ",
  // VOUCHER · RECEIVE
  "કારીગર પાસેથી તૈયાર માલ પાછો લો",
  "વેસ્ટેજ સાથે સ્ક્રેપ અને ભૂકો પાછો લો",
  // VOUCHER · SALE
  "GST અને HUID સાથે વેચાણ બિલ",
  "જૂના સોનાના એક્સચેન્જ સાથે વેચાણ",
  "એસ્ટિમેટથી સીધું વેચાણ બિલ, એક જ વારમાં",
  // VOUCHER · STOCK JOURNAL
  "સ્ટોક જર્નલ: મેટલને એક ટચથી બીજા ટચમાં બદલો",
  "ગાળવા અને રિફાઇનિંગ માટે સ્ટોક જર્નલ",
  // VOUCHER · TAG GENERATION
  "બારકોડ ટેગ બનાવો અને છાપો",
  "RFID ટેગ બનાવવા",
  // VOUCHER · VOUCHER
  "સપ્લાયરને પેમેન્ટ વાઉચર",
  "કોઈ પણ વાઉચર શોધો, બદલો અને ફરી છાપો",
];

export const tutorials: typeof en.tutorials = enTutorials.map((t, i) => ({ ...t, title: titles[i] ?? t.title }));

/** The library's own words in Gujarati. `count`: Gujarati's `one` is 0 and 1 ("1 ટ્યુટોરિયલ મળ્યો"), `other` the rest ("5 ટ્યુટોરિયલ મળ્યા"). */
export const tutorialLibraryTexts: typeof en.tutorialLibraryTexts = {
  locale: "gu-IN",
  categories: "ટ્યુટોરિયલની કેટેગરી",
  searchLabel: "ટ્યુટોરિયલ શોધો",
  searchPlaceholder: "ટ્યુટોરિયલ કે ફીચર શોધો, ગુજરાતી કે અંગ્રેજીમાં…",
  clear: "ફિલ્ટર હટાવો",
  loading: "ટ્યુટોરિયલ લોડ થાય છે",
  emptyTitle: "કોઈ ટ્યુટોરિયલ મળ્યો નહીં",
  emptyText: "બીજો કોઈ શબ્દ લખી જુઓ, અથવા બધા ટ્યુટોરિયલ જુઓ.",
  viewAll: "બધા ટ્યુટોરિયલ જુઓ",
  all: "બધા ટ્યુટોરિયલ",
  searchResults: "“{term}” માટે શોધનાં પરિણામ",
  count: { one: "{n} ટ્યુટોરિયલ મળ્યો", other: "{n} ટ્યુટોરિયલ મળ્યા" },
  pages: "ટ્યુટોરિયલનાં પેજ",
  previous: "પાછલું",
  next: "પછીનું",
  page: "પેજ {n}",
  play: "વીડિયો ચલાવો: {title}",
};
