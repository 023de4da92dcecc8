import type { EngineWords } from "./english.ts";

/** The engine's words in Gujarati, written for this site. */
export const gujaratiWords: EngineWords = {
  skipToContent: "મુખ્ય માહિતી પર જાઓ",
  mainMenu: "મુખ્ય મેનુ",
  openMenu: "મેનુ ખોલો",
  closeMenu: "મેનુ બંધ કરો",
  contactDetails: "સંપર્ક વિગતો",
  closeContactPanel: "સંપર્ક પેનલ બંધ કરો",
  contact: "સંપર્ક",
  followUs: "અમને ફોલો કરો",
  searchDoctorsLabel: "ડૉક્ટર શોધો",
  searchDoctors: "ડૉક્ટર શોધો",
  search: "શોધો",
  breadcrumb: "તમે અહીં છો",
  home: "મુખ્ય પાનું",
  quickLinks: "ઝડપી લિંક્સ",
  services: "સેવાઓ",
  aboutSite: "{name} વિશે",
  newsletterEmail: "સમાચારપત્ર માટે ઈમેલ સરનામું",
  language: "ભાષા",
  pageNotFound: "પાનું મળ્યું નથી",
  notFound: "આ પાનું મળ્યું નથી.",
  backToHome: "મુખ્ય પાના પર પાછા જાઓ",
};
