import type { Text } from "../manifest/site-manifest.generated.ts";

/**
 * Words with each {name} filled in: "About {name}" for the clinic. Words not in the page's language
 * (`{"en": …}`) stay marked with the language they are in.
 */
export function fillWords(words: string, values: Record<string, string>): string;
export function fillWords(words: Text, values: Record<string, string>): Text;
export function fillWords(words: Text, values: Record<string, string>): Text {
  const filled = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (typeof words === "string") return filled(words);
  return Object.fromEntries(Object.entries(words).map(([code, text]) => [code, filled(text)]));
}
