import { linkKind } from "../manifest/link-kind.ts";

/**
 * The small Markdown subset of the schema's `richText` strings, read once here for the validator,
 * the pages and the editor:
 *
 * - `**words**` is bold, `*words*` italic, `[words](/about)` a link (the address goes through the one
 *   link rule, `linkKind`, and may hold neither spaces nor `)`).
 * - A backslash before one of `\ * [ ] ( )` writes that character itself: `\*` is a star.
 *   A backslash before anything else is an ordinary backslash.
 * - A star opens only when a letter (not a space) follows it and closes only after one, as in
 *   Markdown. So stars that cannot start anything stay stars, and plain text reads as it always did:
 *   "5 * 3", "Mon-Sat*", "5*3" (between letters, with no star to close it). A star that does start
 *   something ("*Conditions apply") but is never closed is refused: the writer may have meant italic.
 * - `[` and `]` not followed by `(address)` are brackets as written ("[1]"); `](` starts an address
 *   that must be closed with `)`. Underscores are never markers.
 */
export type RichNode =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: RichNode[] }
  | { kind: "em"; children: RichNode[] }
  | { kind: "link"; href: string; children: RichNode[] };

/** Something the parser cannot read, at a character of the string (an index into it). */
export interface RichTextProblem {
  at: number;
  message: string;
  hint: string;
}

/** A link of a rich text, with the index of its address's first character in the string. */
export interface RichTextLink {
  href: string;
  at: number;
}

export interface ParsedRichText {
  /** Meaningful only when there are no problems. */
  nodes: RichNode[];
  links: RichTextLink[];
  problems: RichTextProblem[];
}

const escapable = new Set(["\\", "*", "[", "]", "(", ")"]);
const markerCharacter = /[\\*[\]]/gu;
const isSpace = (character: string | undefined) => character === undefined || /\s/u.test(character);

interface Frame {
  kind: "root" | "strong" | "em" | "link";
  /** Where its marker stands in the string. */
  at: number;
  marker: string;
  /** A star between two letters ("5*3") may just be a star: left unclosed it is text, not a problem. */
  mayBeText: boolean;
  children: RichNode[];
}

const holdsLink = (node: RichNode): boolean =>
  node.kind === "link" || ("children" in node && node.children.some(holdsLink));

const closeHints = {
  strong: "Close the bold with ** after its last word, or write \\* for a star.",
  em: "Close the italic with * after its last word, or write \\* for a star.",
};

class Parser {
  readonly stack: Frame[] = [{ kind: "root", at: 0, marker: "", mayBeText: false, children: [] }];
  readonly links: RichTextLink[] = [];
  readonly problems: RichTextProblem[] = [];

  constructor(readonly text: string) {}

  get top(): Frame {
    return this.stack[this.stack.length - 1];
  }

  addText(text: string) {
    const children = this.top.children;
    const last = children[children.length - 1];
    if (last?.kind === "text") last.text += text;
    else children.push({ kind: "text", text });
  }

  addNodes(nodes: RichNode[]) {
    for (const node of nodes) {
      if (node.kind === "text") this.addText(node.text);
      else this.top.children.push(node);
    }
  }

  open(kind: Frame["kind"], at: number, marker: string, mayBeText: boolean) {
    this.stack.push({ kind, at, marker, mayBeText, children: [] });
  }

  /** Closes the top frame into its parent as an element. */
  close(node: (children: RichNode[]) => RichNode) {
    const frame = this.stack.pop() as Frame;
    this.top.children.push(node(frame.children));
  }

  /** Gives up on the top frame: its marker and words go back to its parent as they were written. */
  abandon() {
    const frame = this.stack.pop() as Frame;
    if (frame.kind === "strong" || frame.kind === "em") {
      if (!frame.mayBeText) {
        const what = frame.kind === "strong" ? "bold" : "italic";
        this.problems.push({
          at: frame.at,
          message: `The ${what} started with ${frame.marker} here is never closed.`,
          hint: closeHints[frame.kind],
        });
      }
    }
    this.addText(frame.marker);
    this.addNodes(frame.children);
  }

  stars(at: number): number {
    let count = 0;
    while (this.text[at + count] === "*") count++;
    const canOpen = !isSpace(this.text[at + count]);
    const canClose = !isSpace(this.text[at - 1]);
    let left = count;
    let position = at;
    while (canClose && left > 0) {
      // "**bold *and italic**": the bold's closing stars say that the italic inside it was left open.
      if (left === 2 && this.top.kind === "em" && this.stack[this.stack.length - 2].kind === "strong") this.abandon();
      if (this.top.kind === "strong" && left >= 2) {
        this.close((children) => ({ kind: "strong", children }));
        left -= 2;
        position += 2;
      } else if (this.top.kind === "em") {
        this.close((children) => ({ kind: "em", children }));
        left -= 1;
        position += 1;
      } else break;
    }
    if (left > 0 && canOpen) {
      if (left > 3) {
        this.problems.push({
          at: position,
          message: `${left} stars in a row: bold is ** and italic is *.`,
          hint: "Write \\* for each star meant as a star.",
        });
        this.addText("*".repeat(left));
      } else {
        if (left >= 2) this.open("strong", position, "**", canClose);
        if (left !== 2) this.open("em", position + left - 1, "*", canClose);
      }
    } else if (left > 0) this.addText("*".repeat(left));
    return count;
  }

  /** At a "]": ends the link words when "(" follows; returns how many characters it read. */
  closingBracket(at: number): number {
    const linkDepth = this.stack.findLastIndex((frame) => frame.kind === "link");
    if (linkDepth < 0 || this.text[at + 1] !== "(") {
      this.addText("]");
      return 1;
    }
    while (this.stack.length - 1 > linkDepth) this.abandon();
    const link = this.top;
    const end = this.text.indexOf(")", at + 2);
    if (end < 0) {
      this.problems.push({
        at: at + 1,
        message: "The link's address is not closed with ).",
        hint: "Close the address with ) right after it, e.g. [our team](/about); write \\( for a bracket.",
      });
      this.abandon();
      this.addText("](");
      return 2;
    }
    const href = this.text.slice(at + 2, end);
    const problem = this.addressProblem(href, link);
    if (problem) this.problems.push({ at: href ? at + 2 : at + 1, ...problem });
    this.links.push({ href, at: at + 2 });
    this.close((children) => ({ kind: "link", href, children }));
    return end + 1 - at;
  }

  addressProblem(href: string, link: Frame): { message: string; hint: string } | undefined {
    const words = link.children.length > 0 && !link.children.every((node) => node.kind === "text" && !node.text.trim());
    if (link.children.some(holdsLink))
      return {
        message: "A link cannot hold another link.",
        hint: "Close the first link's words with ] before the next [, or write \\[ for a bracket.",
      };
    if (!href)
      return {
        message: "The link has no address between ( and ).",
        hint: "Write where it goes, e.g. [our team](/about).",
      };
    if (/\s/u.test(href))
      return {
        message: `The link address "${href}" holds a space.`,
        hint: "Remove the space; in an address, write %20 for one.",
      };
    const verdict = linkKind(href);
    if ("problem" in verdict) return { message: verdict.problem, hint: verdict.hint };
    if (!words)
      return {
        message: `The link to "${href}" has no words to click.`,
        hint: "Write the words between [ and ], e.g. [our team](/about).",
      };
    return undefined;
  }

  run(): ParsedRichText {
    const { text } = this;
    let at = 0;
    while (at < text.length) {
      const character = text[at];
      if (character === "\\" && escapable.has(text[at + 1])) {
        this.addText(text[at + 1]);
        at += 2;
      } else if (character === "*") at += this.stars(at);
      else if (character === "[") {
        this.open("link", at, "[", true);
        at += 1;
      } else if (character === "]") at += this.closingBracket(at);
      else {
        // Up to the next character that may mean something, in one piece.
        markerCharacter.lastIndex = at + 1;
        const end = markerCharacter.test(text) ? markerCharacter.lastIndex - 1 : text.length;
        this.addText(text.slice(at, end));
        at = end;
      }
    }
    while (this.stack.length > 1) this.abandon();
    this.problems.sort((a, b) => a.at - b.at);
    return { nodes: this.top.children, links: this.links, problems: this.problems };
  }
}

/** Reads a rich text: its tree of text, bold, italic and links, or what in it cannot be read. */
export function parseRichText(text: string): ParsedRichText {
  return new Parser(text).run();
}

/** The words of a rich text without its markers, e.g. for a one-line summary. */
export function richTextWords(text: string): string {
  const words = (nodes: RichNode[]): string =>
    nodes.map((node) => (node.kind === "text" ? node.text : words(node.children))).join("");
  const parsed = parseRichText(text);
  return parsed.problems.length > 0 ? text : words(parsed.nodes);
}

/** Text written so that it reads back as itself, every marker character escaped (\*, \[ …). */
export function escapeRichText(text: string): string {
  return text.replace(/[\\*[\]()]/gu, (character) => `\\${character}`);
}
