/**
 * The Bengali termbase (issue 30), in the shape of ../en/glossary.ts, written before any
 * page (docs/i18n.md "Adding a language"): for each English term the word a Kolkata
 * jeweller's shop uses, and the variants that would creep in from other hands (the
 * dictionary's word, Bangladesh's spelling, a transliteration). A note marks where the
 * chosen word is the trade's and not the dictionary's. tests/unit/glossary.test.ts fails
 * when an avoided variant appears as a word in any text of this folder.
 */
import type { GlossaryEntry, SpellingPair } from "../en/glossary.ts";

export const glossary: GlossaryEntry[] = [
  { term: "Jewellery", chosen: "গয়না", avoid: ["গহনা", "অলংকার"], note: "The shop's word; গহনা and অলংকার are the book's. «জুয়েলারি» stays only where the trade says it in English (জুয়েলারি ব্যবসা, জুয়েলারি সফটওয়্যার)." },
  { term: "Gold", chosen: "সোনা", avoid: ["স্বর্ণ"], note: "স্বর্ণ is the written word (and Bangladesh's); a Kolkata shop says সোনা." },
  { term: "Silver", chosen: "রুপো", avoid: ["রৌপ্য", "রূপা"], note: "West Bengal's spoken-standard form; রূপা is Bangladesh's." },
  { term: "Bhori (tola)", chosen: "ভরি", avoid: [], note: "Trade word, the unit: Kolkata quotes gold per ভরি (1 ভরি ≈ 11.66 g) as well as per 10 g. তোলা is not avoided: it is also the verb «to enter» (ওপেনিং স্টক তোলা)." },
  { term: "Labour (making)", chosen: "মজুরি", avoid: ["লেবার", "পারিশ্রমিক"], note: "Trade word: what the karigar is paid per piece or gram (also heard: বানি)." },
  { term: "Tunch (purity)", chosen: "টাচ", avoid: ["টঞ্চ", "টাঞ্চ"], note: "Trade word: purity as the touchstone reads it («91.6 টাচ»); the Hindi टंच is not said in Bengal. Beside it, পিওরিটি as the software and BIS say it." },
  { term: "Fine gold", chosen: "পাকা সোনা", avoid: ["বিশুদ্ধ সোনা"], note: "Trade word for the pure gold in a piece (fine weight); বিশুদ্ধ is the book's." },
  { term: "Fine weight", chosen: "ফাইন ওজন", avoid: [], note: "A figure on a ledger or a screen (ফাইন ওজন, ফাইন বাকি): «পাকা বাকি» would read as a settled balance (a native reader, issue 30). The metal itself stays «পাকা সোনা»." },
  { term: "Karigar", chosen: "কারিগর", avoid: ["স্বর্ণশিল্পী", "কারীগর"], note: "The bench worker, as the trade calls him; স্বর্ণশিল্পী is the newspaper's word." },
  { term: "Girvi (pledge loan)", chosen: "বন্ধকী", avoid: ["গিরবি", "গিরভি"], note: "Trade word: a loan against pledged gold is বন্ধকী কারবার in Bengal; the Hindi গিরবি is not said there." },
  { term: "Rate (of gold)", chosen: "দর", avoid: ["মূল্যহার"], note: "Trade word: «আজকের সোনার দর»; an interest rate is «সুদের হার»." },
  { term: "Edition", chosen: "ভার্সন", avoid: ["এডিশন", "সংস্করণ"], note: "Retail, wholesale, manufacturing and bandhaki are versions of one product." },
  { term: "Associate", chosen: "সহযোগী ডিলার", avoid: ["অ্যাসোসিয়েট"], note: "The heading and menu say «আমাদের ডিলার»." },
  { term: "Loss (manufacturing)", chosen: "ঘাটতি (লস)", avoid: ["লস"], note: "«ঘাটতি (লস)» at its first mention on a page, then «ঘাটতি»." },
  { term: "Weighing scale", chosen: "ইলেকট্রনিক কাঁটা", avoid: ["দাঁড়িপাল্লা"], note: "Trade word: দাঁড়িপাল্লা is a pan balance; the ERP reads an electronic কাঁটা." },
  { term: "Tag split / merge", chosen: "ট্যাগ স্প্লিট আর মার্জ", avoid: ["ট্যাগ ভাঙা"], note: "" },
  { term: "Owner app", chosen: "ওনার অ্যাপ", avoid: ["মালিকের অ্যাপ"], note: "The app's name as the shop says it." },
  { term: "Customer-wise (wholesale)", chosen: "পার্টি অনুযায়ী", avoid: ["গ্রাহক-ভিত্তিক"], note: "A wholesaler's customers are parties." },
  { term: "Girvi Money Lending", chosen: "বন্ধকী (মানি লেন্ডিং)", avoid: ["বন্ধকী মানি লেন্ডিং", "মানি লেন্ডিং (বন্ধকী)"], note: "The edition's name, one order everywhere." },
  { term: "Compound interest", chosen: "সুদের উপর সুদ (চক্রবৃদ্ধি)", avoid: ["চক্রবৃদ্ধি"], note: "The shop's words first, the school word in brackets." },
  { term: "Simple interest", chosen: "সরল সুদ", avoid: ["সাধারণ সুদ"], note: "" },
  { term: "Metal", chosen: "মেটাল", avoid: ["ধাতু"], note: "As the software's screens say it." },
  { term: "Permissions", chosen: "পারমিশন", avoid: ["অধিকার"], note: "A user's permissions in the software." },
  { term: "Hindi (calendar)", chosen: "হিন্দি", avoid: ["হিন্দী"], note: "The Vikram Samvat calendar bandhaki interest also runs on; spelt as Bengali spells the language." },
];

/** One spelling system (the Bangla Academy's, as Kolkata's papers print it): the avoided forms are never right. */
export const spellings: SpellingPair[] = [
  { avoid: "সফ্টওয়্যার", chosen: "সফটওয়্যার" },
  { avoid: "সফটওয়ার", chosen: "সফটওয়্যার" },
  { avoid: "ফ্রী", chosen: "ফ্রি" },
  { avoid: "তৈরী", chosen: "তৈরি" },
  { avoid: "জরুরী", chosen: "জরুরি" },
  { avoid: "দরকারী", chosen: "দরকারি" },
  { avoid: "সরকারী", chosen: "সরকারি" },
  { avoid: "কোম্পানী", chosen: "কোম্পানি" },
  { avoid: "দেয়া", chosen: "দেওয়া" },
  { avoid: "নেয়া", chosen: "নেওয়া" },
  { avoid: "এ্যাপ", chosen: "অ্যাপ" },
  { avoid: "ইমেইল", chosen: "ই-মেল" },
  { avoid: "ভার্শন", chosen: "ভার্সন" },
  { avoid: "হিসাব", chosen: "হিসেব" },
  { avoid: "ডেলিভারী", chosen: "ডেলিভারি" },
  { avoid: "গ্যারান্টী", chosen: "গ্যারান্টি" },
  { avoid: "রুপি", chosen: "টাকা" },
];
