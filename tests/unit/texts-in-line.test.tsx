import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextsInLine } from "../../src/text/Text.tsx";

describe("texts side by side", () => {
  it("are one text node when all are in the page's language", () => {
    expect(renderToString(<TextsInLine values={["Meera Desai", ", ", "Sector 21"]} />)).toBe("Meera Desai, Sector 21");
  });

  it("keep the language of a text not translated yet, for its voice and fonts", () => {
    const html = renderToString(<TextsInLine values={["મીરા દેસાઈ", ", ", { en: "Sector 21" }]} />);
    expect(html).toContain('<span lang="en">Sector 21</span>');
    expect(html.replace(/<[^>]*>|<!-- -->/g, "")).toBe("મીરા દેસાઈ, Sector 21");
  });
});
