/**
 * The counter tools in Gujarati (issue 28, items 1 and 2): the jewellery estimate and the
 * old gold exchange, as src/content/en/tools-counter.ts. `software` stays in English (the
 * value the demo form posts). Written as the Gujarati counter says it: ભાવ, ટંચ, ઘટ, and
 * ઘડામણ for the making charge on the bill.
 */
import type * as en from "../en/tools-counter.ts";

export const estimateText: typeof en.estimateText = {
  name: "જ્વેલરી એસ્ટિમેટ",
  promise: "ઘણા દાગીના, એક્સચેન્જમાં જૂનું સોનું, 3% GST અને રાઉન્ડ-ઓફ: એક A4 પેજ પર છાપવા કે WhatsApp પર મોકલવા જેવો એસ્ટિમેટ.",
  description:
    "ફ્રી જ્વેલરી એસ્ટિમેટ: સોના અને ચાંદીના દાગીના ટંચ પ્રમાણે, નેટ વજન, 10 ગ્રામ કે કિલોનો ભાવ, વેસ્ટેજ, ઘડામણ, નંગ અને હોલમાર્કિંગ; જૂનું સોનું ટંચથી; CGST + SGST અથવા IGST; રાઉન્ડ-ઓફ; પ્રિન્ટ કે WhatsApp.",
  keywords: "જ્વેલરી એસ્ટિમેટ, સોનાના દાગીનાનો એસ્ટિમેટ, જૂના સોનાનું એક્સચેન્જ, jewellery estimate, jewellery quotation, gold bill estimate",
  software: "Retail Showroom Software",
  cta: "Zevar ERP આ જ એસ્ટિમેટને ટેક્સ ઇન્વોઇસ બનાવી દે છે: HUID, ટેગ અને સ્ટોકમાં જૂના સોના સાથે.",
  notes: [
    "દરેક દાગીનો: નેટ વજન = ગ્રોસ − નંગ (1 કેરેટ = 0.2 ગ્રામ); મેટલ = નેટ × ભાવ (સોનું 10 ગ્રામનો, ચાંદી કિલોનો); વેસ્ટેજ અને ઘડામણ મેટલની કિંમતના %, ઘડામણ નેટ વજન પર પ્રતિ ગ્રામ કે ફિક્સ પણ; પછી નંગની કિંમત અને હોલમાર્કિંગ ચાર્જ.",
    "ભાવ ખાલી રાખો તો દિવસના 999 ભાવથી નીકળે છે: 24K અને ચાંદી 999 એ જ ભાવે, બાકીના ટંચ 999 ભાવ × ફાઇનનેસ ÷ 1000 પર, બુલિયન એસોસિએશનના ટેબલની જેમ (22K = 916, 18K = 750, 14K = 585, ચાંદી 925; ટંચ % હોય તો ભાવ × ટંચ).",
    "GST ટેક્સપાત્ર કુલ રકમ પર 3% છે: કાઉન્ટર પરથી અપાયેલો માલ હોય તો CGST 1.5% + SGST 1.5%, માલ બીજા રાજ્યમાં ડિલિવર થાય તો IGST 3%. તે સપ્લાયની જગ્યાથી નક્કી થાય છે, ગ્રાહક ક્યાં રહે છે તેનાથી નહીં (IGST Act કલમ 10(1)).",
    "ગ્રાહક પાસેથી ખરીદેલું જૂનું સોનું ટેક્સવાળી સપ્લાય નથી: તેની કિંમત GST પછી બાદ થાય છે, જેથી નવા દાગીના પર GST તેની પૂરી કિંમત પર લાગે.",
    "આપવાની રકમ રૂપિયા સુધી પૂરી કરાય છે, રાઉન્ડ-ઓફની લાઇન સાથે. આ એસ્ટિમેટ છે, ટેક્સ ઇન્વોઇસ નથી. અહીં ભરેલું કશું ક્યાંય સેવ થતું નથી: દુકાનની માહિતી ફક્ત પેજની લિંકમાં રહે છે.",
  ],
};

export const exchangeText: typeof en.exchangeText = {
  name: "જૂના સોનાનું એક્સચેન્જ કેલ્ક્યુલેટર",
  promise: "ગ્રોસ વજન, તપાસેલો ટંચ અને ગાળવાની ઘટ: ફાઇન સોનું મિલિગ્રામ સુધી, અને દિવસના 999 ભાવે તેની કિંમત.",
  description:
    "ફ્રી જૂના સોનાનું એક્સચેન્જ કેલ્ક્યુલેટર: ગ્રોસ વજન, શુદ્ધતા કેરેટ, ફાઇનનેસ કે ટંચ %માં, ગાળવાની ઘટ %, ફાઇન સોનું મિલિગ્રામ સુધી અને 10 ગ્રામના 999 ભાવે તેની કિંમત.",
  keywords: "જૂના સોનાનું એક્સચેન્જ, જૂના સોનાની કિંમત, ટંચ કેલ્ક્યુલેટર, ગાળવાની ઘટ, old gold exchange calculator, old gold value",
  software: "Retail Showroom Software",
  cta: "Zevar ERP જૂના સોનાની દરેક ખરીદી ટંચ અને ફાઇન વજનથી નોંધે છે, અને તેને બિલમાંથી બાદ કરે છે.",
  notes: [
    "ફાઇન સોનું = ગ્રોસ વજન × ટંચ (અથવા ફાઇનનેસ ÷ 1000, અથવા કેરેટનો BIS વાળો ફાઇનનેસ: 22K = 916), મિલિગ્રામ સુધી; ઘટ (ગાળવાની કપાત કે માર્જિન) ફાઇન સોનામાંથી કપાય છે.",
    "તેની કિંમત ઘટ પછી બચેલા ફાઇન સોનાની છે, તમે લખેલા દિવસના 999 ભાવ (10 ગ્રામના) પર, પૂરા સાચા વજનથી. આ પેજ કોઈ લાઇવ ભાવ બતાવતું નથી.",
    "બિલમાં જૂનું સોનું GST પછી બાદ થાય છે: ગ્રાહક પાસેથી જૂનો દાગીનો ખરીદવો એ ટેક્સવાળી સપ્લાય નથી, એટલે નવા દાગીના પર GST તેની પૂરી કિંમત પર લાગે છે.",
  ],
};

export const exchangeLabels: typeof en.exchangeLabels = {
  section: "એક્સચેન્જમાં જૂનું સોનું",
  weight: "જૂનું સોનું, ગ્રોસ વજન (ગ્રામ)",
  purityAs: "તપાસેલી શુદ્ધતા શેમાં",
  tunch: "ટંચ (%)",
  karat: "કેરેટ",
  fineness: "ફાઇનનેસ",
  purity: "તપાસેલી શુદ્ધતા",
  deduction: "ગાળવાની ઘટ (%)",
  rate999: "સોનું 999, {per} ભાવ (₹)",
  fine: "ફાઇન સોનું",
  afterDeduction: "ઘટ પછી ફાઇન સોનું",
  value: "એક્સચેન્જની કિંમત",
  afterGst: "બિલમાં આ કિંમત GST પછી બાદ થાય છે: ગ્રાહક પાસેથી ખરીદેલું જૂનું સોનું ટેક્સવાળી સપ્લાય નથી.",
  purityTunch: "{n}% ટંચ",
};

export const estimateLabels: typeof en.estimateLabels = {
  notInvoice: "એસ્ટિમેટ: ટેક્સ ઇન્વોઇસ નથી",
  shopSection: "તમારી દુકાન",
  shop: "દુકાનનું નામ",
  address: "સરનામું",
  phone: "ફોન",
  gstin: "GSTIN",
  customer: "ગ્રાહક",
  shopHint: "એક વાર ભરો: લિંકમાં રહે છે, એસ્ટિમેટ પર છપાય છે, ક્યાંય સેવ થતું નથી.",
  rates: "આજના ભાવ",
  rate999: "સોનું 999, {per} ભાવ (₹)",
  silver999: "ચાંદી 999, કિલોનો ભાવ (₹)",
  piece: "દાગીનો {n}",
  item: "દાગીનાનું નામ",
  metal: "ટંચ",
  metals: { "24K": "24K (999)", "22K": "22K (916)", "18K": "18K (750)", "14K": "14K (585)", tunch: "સોનું, ટંચ %", S999: "ચાંદી 999", S925: "ચાંદી 925", stunch: "ચાંદી, ટંચ %" },
  tunch: "ટંચ (%)",
  silverTunch: "ચાંદી, {n}% ટંચ",
  gross: "ગ્રોસ વજન (ગ્રામ)",
  stone: "નંગનું વજન",
  stoneIn: "નંગનું વજન શેમાં",
  carats: "કેરેટ",
  grams: "ગ્રામ",
  stoneValue: "નંગની કિંમત (₹)",
  rate: "ભાવ (₹ {per}; ચાંદી કિલોનો)",
  rateHint: "કોઈ દાગીનાનો ભાવ ખાલી રાખો તો આનાથી જ નીકળશે.",
  wastage: "વેસ્ટેજ (%)",
  making: "ઘડામણ",
  makingBy: "ઘડામણ કઈ રીતે",
  makingPercent: "મેટલના %",
  makingPerGram: "₹ પ્રતિ ગ્રામ",
  makingFixed: "₹ ફિક્સ",
  hallmark: "હોલમાર્કિંગ (₹)",
  add: "એક દાગીનો ઉમેરો",
  remove: "દાગીનો {n} કાઢો",
  interstate: "બીજા રાજ્યમાં ડિલિવરી (IGST)",
  interstateHint: "સપ્લાયની જગ્યા: કાઉન્ટર પરથી અપાયેલો માલ દુકાનના રાજ્યમાં સપ્લાય ગણાય છે (CGST + SGST), ગ્રાહક ગમે તે હોય.",
  pieceLine: "{n}. {item}, {purity}, નેટ {net} @ {rate}",
  pieceItem: "દાગીનો",
  perKg: "/કિલો",
  detail: "મેટલ {metal}",
  wastageValue: "વેસ્ટેજ {v}",
  makingValue: "ઘડામણ {v}",
  stonesValue: "નંગ {v}",
  hallmarkValue: "હોલમાર્કિંગ {v}",
  taxable: "ટેક્સપાત્ર રકમ",
  total: "GST સાથે કુલ",
  lessOldGold: "જૂનું સોનું બાદ ({fine} ફાઇન)",
  roundOff: "રાઉન્ડ-ઓફ",
  payable: "ગ્રાહક પાસેથી લેવાના",
  refund: "ગ્રાહકને પાછા આપવાના",
  old: exchangeLabels,
};

/**
 * As ./tools.ts: a field's name stands alone or before a colon, never with a postposition
 * written onto it; a piece's field names its piece in brackets.
 */
export const exchangeMessages: typeof en.exchangeMessages = {
  fields: { weight: "જૂના સોનાનું ગ્રોસ વજન", tunch: "ટંચ (%)", karat: "કેરેટ", fineness: "ફાઇનનેસ", deduction: "ઘટ (%)", rate999: "999 સોનાનો ભાવ ({per})" },
  needsRate: "જૂના સોનાની કિંમત માટે દિવસનો 999 ભાવ લખો.",
};

export const estimateMessages: typeof en.estimateMessages = {
  fields: {
    tunch: "ટંચ (દાગીનો {n})",
    gross: "ગ્રોસ વજન (દાગીનો {n})",
    stone: "નંગનું વજન (દાગીનો {n})",
    stoneValue: "નંગની કિંમત (દાગીનો {n})",
    rate: "ભાવ (દાગીનો {n})",
    wastage: "વેસ્ટેજ (દાગીનો {n})",
    makingPercent: "ઘડામણ % (દાગીનો {n})",
    makingPerGram: "પ્રતિ ગ્રામ ઘડામણ (દાગીનો {n})",
    makingFixed: "ઘડામણ (દાગીનો {n})",
    hallmark: "હોલમાર્કિંગ (દાગીનો {n})",
    rate999: "સોનાનો 999 ભાવ",
    silver999: "ચાંદીનો 999 ભાવ",
  },
  needsRate: "દાગીનો {n}: તેનો ભાવ લખો, અથવા ઉપર દિવસનો 999 ભાવ.",
  stonesTooHeavy: "દાગીનો {n}: નંગનું વજન દાગીના જેટલું કે તેનાથી વધુ છે.",
  tooLong: "{label} વધુમાં વધુ {max} અક્ષરમાં લખો.",
  text: { shop: "દુકાનનું નામ", address: "સરનામું", phone: "ફોન", item: "દાગીનાનું નામ" },
  gstin: "GSTINમાં 15 અક્ષર અને અંક હોય છે, જેમ કે 08ABCDE1234F1Z5.",
  old: exchangeMessages,
};
