import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { JsonPath } from "../../src/manifest/strings-in.ts";

/** A parsed JSON document that still knows where each value stood in the text. */
export interface JsonSource {
  file: string;
  text: string;
  tree: Node | undefined;
  value: unknown;
  syntaxErrors: { offset: number; message: string }[];
}

export type { JsonPath };

const plainSyntaxMessages: Record<string, string> = {
  CommaExpected: "A comma is missing between two entries.",
  ColonExpected: "A colon (:) is missing after a property name.",
  PropertyNameExpected: "A property name in double quotes is expected here (is there a comma too many?).",
  ValueExpected: "A value is expected here (is there a comma too many?).",
  CloseBraceExpected: "A closing } is missing.",
  CloseBracketExpected: "A closing ] is missing.",
  EndOfFileExpected: "Extra text after the end of the document.",
  InvalidSymbol: "This is not valid JSON here (text must be in double quotes).",
  UnexpectedEndOfString: "A text value is not closed with a double quote.",
  InvalidCommentToken: "Comments are not allowed in site.json.",
  UnexpectedEndOfComment: "Comments are not allowed in site.json.",
  InvalidEscapeCharacter: "A backslash starts an escape that JSON does not know.",
  InvalidCharacter: "This character must be escaped inside a text value.",
};

export function parseJsonSource(file: string, text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntaxErrors = errors.map((error) => {
    const code = printParseErrorCode(error.error);
    return { offset: error.offset, message: plainSyntaxMessages[code] ?? `JSON syntax error (${code}).` };
  });
  // jsonc-parser is forgiving; only a document without syntax errors is handed on as data.
  const value = syntaxErrors.length === 0 && tree ? JSON.parse(text) : undefined;
  return { file, text, tree, value, syntaxErrors };
}

// The offsets where the lines of the last text asked about start: a file with thousands of findings
// is scanned once, not once per finding.
let indexed: { text: string; lineStarts: number[] } | undefined;

function lineStartsOf(text: string): number[] {
  if (indexed?.text !== text) {
    const lineStarts = [0];
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
    indexed = { text, lineStarts };
  }
  return indexed.lineStarts;
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lineStarts = lineStartsOf(text);
  const at = Math.max(0, Math.min(offset, text.length));
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

/** The node at a path, or the deepest existing ancestor when the path points at something missing. */
export function nodeAt(source: JsonSource, path: JsonPath): Node | undefined {
  if (!source.tree) return undefined;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(source.tree, path.slice(0, depth));
    if (node) return node;
  }
  return source.tree;
}

/**
 * Where the character at `index` of a string's value stands in the text: the value is read from its
 * opening quote on, an escape (\n, \", \u00e9) being one character of the value written as several.
 */
export function stringCharacterOffset(text: string, node: Node, index: number): number {
  if (node.type !== "string") return node.offset;
  let raw = node.offset + 1;
  for (let character = 0; character < index && raw < node.offset + node.length - 1; character++)
    raw += text[raw] !== "\\" ? 1 : text[raw + 1] === "u" ? 6 : 2;
  return raw;
}

/** Where in the text a problem points: its own offset, a character of its string, or the value at its path. */
export function problemOffset(source: JsonSource, problem: { path: JsonPath; offset?: number; at?: number }): number {
  if (problem.offset !== undefined) return problem.offset;
  const node = nodeAt(source, problem.path);
  if (!node) return 0;
  return problem.at === undefined ? node.offset : stringCharacterOffset(source.text, node, problem.at);
}

/** Offset of a property's name, so a message about a key points at the key rather than its value. */
export function keyOffset(source: JsonSource, path: JsonPath): number | undefined {
  const node = nodeAt(source, path);
  const property = node?.parent;
  if (property?.type === "property" && property.children?.[0]) return property.children[0].offset;
  return node?.offset;
}

export function pointerToPath(pointer: string): JsonPath {
  if (pointer === "") return [];
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function formatPath(path: JsonPath): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}
