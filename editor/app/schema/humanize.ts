// Words in property names that mean something else to someone who does not write code.
const plainWords: Record<string, string> = {
  cta: "button",
  href: "link",
  url: "web address",
  src: "picture",
  alt: "picture description",
  ms: "(milliseconds)",
  id: "ID",
  emailjs: "EmailJS",
  nav: "menu",
};

/** "intervalMs" -> "Interval (milliseconds)", "mapEmbedUrl" -> "Map embed web address", "cta" -> "Button". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => plainWords[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
