import { describe, expect, it } from "vitest";
import { conflictAuthor, publishedNews } from "../../../editor/app/state/publish-news.ts";

const news = { author: "Dr Mehta", title: "About Us › Page banner › Title: “A” → “B”", changes: [], at: "" };
const asha = { service: true, name: "Asha Patel" };

describe("the news of a version published meanwhile", () => {
  it("names who published what", () => {
    expect(publishedNews(news, asha)).toBe("Dr Mehta published: About Us › Page banner › Title: “A” → “B”.");
    expect(conflictAuthor(news, asha)).toBe("Dr Mehta");
  });

  it("tells the same person it was their own publish from another tab or device", () => {
    const mine = { ...news, author: "asha patel" };
    expect(publishedNews(mine, asha)).toBe(`You published from another tab or device: ${news.title}.`);
    expect(conflictAuthor(mine, asha)).toBe("You, in another tab or device,");
  });

  it("names the approver of a proposal, to its author and to the others", () => {
    const approved = { ...news, author: "Meena Joshi", approvedBy: "Dr Mehta" };
    expect(publishedNews(approved, { service: true, name: "meena joshi" })).toBe(
      `Dr Mehta approved your change and published it: ${news.title}.`,
    );
    expect(publishedNews(approved, asha)).toBe(
      `Dr Mehta approved Meena Joshi’s change and published it: ${news.title}.`,
    );
  });

  it("says what it knows when the server cannot say who published", () => {
    expect(publishedNews(undefined, asha)).toBe("A new version of the site was published.");
    expect(conflictAuthor(undefined, asha)).toBe("Someone");
    const local = { service: false, name: "" };
    expect(publishedNews(undefined, local)).toMatch(/^site\.json was changed outside the editor/);
    expect(conflictAuthor(undefined, local)).toBe("The file on disk");
  });
});
