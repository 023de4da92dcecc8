import { fc, it as itProp } from "@fast-check/vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeRichText, parseRichText, richTextWords } from "../../src/text/rich-text.ts";
import { RichText } from "../../src/text/RichText.tsx";

const html = (text: string) => renderToStaticMarkup(<RichText text={text} />);
const problemsOf = (text: string) => parseRichText(text).problems;

describe("the rich-text subset", () => {
  it("reads bold, italic and links, nested inside one another", () => {
    expect(parseRichText("A **strong** and *light* [visit](/about).").nodes).toEqual([
      { kind: "text", text: "A " },
      { kind: "strong", children: [{ kind: "text", text: "strong" }] },
      { kind: "text", text: " and " },
      { kind: "em", children: [{ kind: "text", text: "light" }] },
      { kind: "text", text: " " },
      { kind: "link", href: "/about", children: [{ kind: "text", text: "visit" }] },
      { kind: "text", text: "." },
    ]);
    expect(html("**bold *both* bold** ***all***")).toBe(
      "<strong>bold <em>both</em> bold</strong> <strong><em>all</em></strong>",
    );
    expect(html("[**Book** now](/appointments)")).toBe('<a href="/appointments"><strong>Book</strong> now</a>');
  });

  it("gives each link with where its address starts in the string", () => {
    expect(parseRichText("See [us](/about) or [mail](mailto:a@b.example).").links).toEqual([
      { href: "/about", at: 9 },
      { href: "mailto:a@b.example", at: 27 },
    ]);
  });

  it("keeps plain text exactly as written, one text node, lone stars and brackets included", () => {
    for (const text of [
      "Open daily.",
      "5 * 3 = 15",
      "Mon-Sat*",
      "2*3 sessions",
      "x **** y",
      "See [1] and (2).",
      "a\\b _c_",
    ])
      expect(parseRichText(text)).toEqual({ nodes: [{ kind: "text", text }], links: [], problems: [] });
    expect(html("Fees < ₹500 & more")).toBe("Fees &lt; ₹500 &amp; more");
  });

  it("writes a marker character itself after a backslash, and escapeRichText reads back as written", () => {
    expect(parseRichText("\\*not italic\\* \\[x\\](y) \\\\").nodes).toEqual([
      { kind: "text", text: "*not italic* [x](y) \\" },
    ]);
    const written = "**[a](b)** \\ *";
    expect(parseRichText(escapeRichText(written)).nodes).toEqual([{ kind: "text", text: written }]);
  });

  it("refuses a bold or italic that is opened and never closed, at its star, with a hint", () => {
    expect(problemsOf("Call **now")).toEqual([
      {
        at: 5,
        message: "The bold started with ** here is never closed.",
        hint: "Close the bold with ** after its last word, or write \\* for a star.",
      },
    ]);
    expect(problemsOf("*Conditions apply")).toMatchObject([{ at: 0, message: expect.stringContaining("italic") }]);
    expect(problemsOf("**bold *and italic**")).toMatchObject([{ at: 7, message: expect.stringContaining("italic") }]);
    expect(problemsOf("*****five")).toMatchObject([{ at: 0, hint: "Write \\* for each star meant as a star." }]);
  });

  it("refuses a link the link rule refuses, with its words, and one whose address is not closed", () => {
    expect(problemsOf("[x](javascript:alert(1))")).toEqual([
      expect.objectContaining({ at: 4, message: 'The link "javascript:alert(1" is not an allowed link.' }),
    ]);
    expect(problemsOf("[x](//evil.example)")[0].message).toContain("leads to another site");
    expect(problemsOf("[x](/a b)")[0]).toMatchObject({ at: 4, message: 'The link address "/a b" holds a space.' });
    expect(problemsOf("[x]()")[0]).toMatchObject({ at: 3, message: "The link has no address between ( and )." });
    expect(problemsOf("[](/about)")[0].message).toBe('The link to "/about" has no words to click.');
    expect(problemsOf("[x](/about")[0]).toMatchObject({ at: 3, message: "The link's address is not closed with )." });
    expect(problemsOf("[a [b](/x)](/y)")[0].message).toBe("A link cannot hold another link.");
  });

  it("renders links through SiteLink: outside addresses open in a new tab, a refused text is shown as written", () => {
    expect(html("[Maps](https://maps.example/clinic)")).toBe(
      '<a href="https://maps.example/clinic" rel="noopener noreferrer" target="_blank">Maps</a>',
    );
    expect(html("[x](javascript:alert(1))")).toBe("[x](javascript:alert(1))");
    expect(html("<b>not bold</b>")).toBe("&lt;b&gt;not bold&lt;/b&gt;");
  });

  it("gives its words without markers for one-line summaries", () => {
    expect(richTextWords("**Bold** and [a link](/about)")).toBe("Bold and a link");
    expect(richTextWords("**unclosed")).toBe("**unclosed");
  });

  // Markers and brackets mixed with words and spaces: what the rules above are about.
  const anyText = fc
    .array(fc.oneof(fc.constantFrom("*", "**", "[", "]", "(", ")", "\\", " ", "/about", "](", "a"), fc.string()))
    .map((parts) => parts.join(""));

  itProp.prop([anyText])("reads any text without failing, its problems inside it, and escaped, as written", (text) => {
    const { problems } = parseRichText(text);
    for (const problem of problems) expect(problem.at).toBeGreaterThanOrEqual(0);
    for (const problem of problems) expect(problem.at).toBeLessThan(text.length);
    expect(parseRichText(escapeRichText(text)).nodes).toEqual(text ? [{ kind: "text", text }] : []);
  });
});
