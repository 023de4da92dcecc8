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
  exceptions: "holidays and special hours",
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

/** A choice as a person reads it: "monday" is shown as Monday (site.json keeps the value as the schema writes it). */
export function optionLabel(option: string | number): string {
  return typeof option === "string" ? option.charAt(0).toUpperCase() + option.slice(1) : String(option);
}
