import type { ReactNode } from "react";
import { SiteLink } from "../layout/SiteLink.tsx";
import type { RichText as RichTextValue } from "../manifest/site-manifest.generated.ts";
import { parseRichText, type RichNode } from "./rich-text.ts";
import { shownText } from "./shown-text.ts";

function elements(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={index}>{elements(node.children)}</strong>;
      case "em":
        return <em key={index}>{elements(node.children)}</em>;
      case "link":
        return (
          <SiteLink key={index} href={node.href}>
            {elements(node.children)}
          </SiteLink>
        );
    }
  });
}

/**
 * A rich text of site.json as elements: bold, italic and links (through SiteLink), never HTML. It needs
 * no script, so a block drawing it stays static. Plain text comes out exactly as before, one text node.
 * A text the parser cannot read is shown as written: the validator stops a build on it, so only the
 * editor's canvas meets one, while its field says what to fix. A text not translated into the page's
 * language is marked with the language it is in, as `<Text>` marks one.
 */
export function RichText({ text }: { text: RichTextValue }) {
  const { words, lang } = shownText(text);
  const parsed = parseRichText(words);
  const shown = parsed.problems.length > 0 ? words : elements(parsed.nodes);
  return lang ? <span lang={lang}>{shown}</span> : shown;
}
