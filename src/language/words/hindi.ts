import type { EngineWords } from "./english.ts";

/** The engine's words in Hindi, written for this site. */
export const hindiWords: EngineWords = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  mainMenu: "मुख्य मेनू",
  openMenu: "मेनू खोलें",
  closeMenu: "मेनू बंद करें",
  contactDetails: "संपर्क विवरण",
  closeContactPanel: "संपर्क पैनल बंद करें",
  contact: "संपर्क",
  followUs: "हमें फ़ॉलो करें",
  searchDoctorsLabel: "डॉक्टर खोजें",
  searchDoctors: "डॉक्टर खोजें",
  search: "खोजें",
  breadcrumb: "आप यहाँ हैं",
  home: "मुख्य पृष्ठ",
  quickLinks: "त्वरित लिंक",
  services: "सेवाएँ",
  aboutSite: "{name} के बारे में",
  newsletterEmail: "न्यूज़लेटर के लिए ईमेल पता",
  language: "भाषा",
  pageNotFound: "पृष्ठ नहीं मिला",
  notFound: "यह पृष्ठ नहीं मिला।",
  backToHome: "मुख्य पृष्ठ पर वापस जाएँ",
};
