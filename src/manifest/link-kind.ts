/** What a link from site.json leads to. */
export type LinkKind = "page" | "outside" | "email" | "phone" | "fragment";

export type LinkVerdict = { kind: LinkKind } | { problem: string; hint: string };

/** The invisible control characters of ASCII: U+0000 to U+001F and U+007F (DEL). */
const isControlCharacter = (character: string) => character < " " || character === "\u007f";

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The link as an editor would type it in site.json: an invisible character as its \u escape. */
const shown = (href: string) => `"${Array.from(href, (c) => (isControlCharacter(c) ? escaped(c) : c)).join("")}"`;

/** The host an https:// address opens, or undefined when a browser could not open it. */
function webHost(href: string): string | undefined {
  try {
    return new URL(href).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one rule for links, shared by the validator, the renderer and the prerenderer. A page of
 * this site is a path with one leading "/". Browsers read "\" as "/" and drop tabs and line
 * breaks, so "/\evil.example" would open another site: such links are refused, never guessed at.
 */
export function linkKind(href: string): LinkVerdict {
  if (Array.from(href).some(isControlCharacter)) {
    return {
      problem: `The link ${shown(href)} holds an invisible control character.`,
      hint: "Retype the link without it.",
    };
  }
  if (href.includes("\\")) {
    return {
      problem:
        `The link ${shown(href)} holds a backslash (\\). ` +
        "Browsers read it as /, and it could lead to another site.",
      hint: "Write / instead, e.g. /services/gym.",
    };
  }
  if (href.startsWith("//")) {
    return {
      problem: `The link ${shown(href)} starts with //, which leads to another site.`,
      hint: "For a page of this site write one /, e.g. /about; for another site write the full https:// address.",
    };
  }
  if (href.startsWith("/")) return { kind: "page" };
  if (href.startsWith("#")) return { kind: "fragment" };
  if (href.startsWith("https://")) {
    if (webHost(href)) return { kind: "outside" };
    return {
      problem: `The link ${shown(href)} is not a web address a browser can open.`,
      hint: "Copy the address from the browser's address bar, e.g. https://www.example.com/page.",
    };
  }
  if (href.startsWith("mailto:")) return { kind: "email" };
  if (href.startsWith("tel:")) return { kind: "phone" };
  const secure = secureAddressFor(href);
  return {
    problem: `The link ${shown(href)} is not an allowed link.`,
    hint: secure
      ? `Did you mean "${secure}"? Another site's address starts with https://.`
      : "Use a page of this site such as /about, a full https:// address, mailto:, tel: or #.",
  };
}

/**
 * The https:// address someone most likely meant by a web address typed without it
 * ("www.example.com/contact") or with http://, when that address is one a browser can open.
 */
export function secureAddressFor(href: string): string | undefined {
  const withoutScheme = href.replace(/^http:\/\//i, "");
  const looksLikeHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/?#:]|$)/i.test(withoutScheme);
  if (!looksLikeHost) return undefined;
  const secure = `https://${withoutScheme}`;
  return webHost(secure) ? secure : undefined;
}

/** True for a path of this site that the app can show without leaving it. */
export function isPageLink(href: string): boolean {
  const verdict = linkKind(href);
  return "kind" in verdict && verdict.kind === "page";
}
