import { describe, expect, it } from "vitest";
import { insertLink, toggleMarker } from "../../../editor/app/fields/rich-text-edits.ts";
import { parseRichText } from "../../../src/text/rich-text.ts";

/** The edit written as text with the selection in [brackets]. */
const shown = ({ value, start, end }: { value: string; start: number; end: number }) =>
  `${value.slice(0, start)}⟦${value.slice(start, end)}⟧${value.slice(end)}`;

describe("the B, I and Link buttons' edits", () => {
  it("wrap the selection without the spaces at its ends, and keep the words selected", () => {
    expect(shown(toggleMarker("We treat pain daily.", 9, 14, "**", "bold"))).toBe("We treat **⟦pain⟧** daily.");
    expect(shown(toggleMarker("We treat pain daily.", 9, 13, "*", "italic"))).toBe("We treat *⟦pain⟧* daily.");
  });

  it("with nothing selected, wrap the word at the cursor, or write a placeholder to type over", () => {
    expect(shown(toggleMarker("We treat pain daily.", 11, 11, "**", "bold"))).toBe("We treat **⟦pain⟧** daily.");
    expect(shown(toggleMarker("Hello ", 6, 6, "*", "italic"))).toBe("Hello *⟦italic⟧*");
  });

  it("take the marker away when pressed again, from inside or with the markers selected", () => {
    expect(shown(toggleMarker("We **pain** x", 5, 9, "**", "bold"))).toBe("We ⟦pain⟧ x");
    expect(shown(toggleMarker("We **pain** x", 3, 11, "**", "bold"))).toBe("We ⟦pain⟧ x");
    expect(shown(toggleMarker("We *pain* x", 4, 8, "*", "italic"))).toBe("We ⟦pain⟧ x");
    // Italic inside bold: I takes only the italic away, B only the bold.
    expect(shown(toggleMarker("***both***", 3, 7, "*", "italic"))).toBe("**⟦both⟧**");
    expect(shown(toggleMarker("***both***", 3, 7, "**", "bold"))).toBe("*⟦both⟧*");
    // Bold is no italic: I on a bold word makes it bold and italic.
    expect(shown(toggleMarker("**x**", 2, 3, "*", "italic"))).toBe("***⟦x⟧***");
  });

  it("write a link around the selected words, or the given words, that the parser reads", () => {
    const edit = insertLink("Meet our team today.", 5, 13, "/about", "About");
    expect(edit.value).toBe("Meet [our team](/about) today.");
    expect(edit.start).toBe("Meet [our team](/about)".length);
    expect(insertLink("Read more: ", 11, 11, "/about", "About us").value).toBe("Read more: [About us](/about)");
    expect(parseRichText(edit.value).links).toEqual([{ href: "/about", at: 16 }]);
  });
});
