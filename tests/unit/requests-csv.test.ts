import { describe, expect, it } from "vitest";
import { csvCell, requestsCsv } from "../../editor/server/requests/requests-csv.ts";
import { filterOf } from "../../editor/server/requests/staff-requests.ts";
import type { KeptRequest } from "../../editor/shared/requests-contract.ts";

describe("the requests' CSV export", () => {
  it.each([
    ["=SUM(A1:A9)", `"'=SUM(A1:A9)"`],
    ["+919876543210", `"'+919876543210"`],
    ["-2", `"'-2"`],
    ["@cmd", `"'@cmd"`],
    ["\t=1", `"'\t=1"`],
    ['She said "soon"', `"She said ""soon"""`],
    ["ભાવિકા, પટેલ", `"ભાવિકા, પટેલ"`],
    ["a - b", `"a - b"`],
  ])("writes %j as a cell a spreadsheet shows as text: %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("has a header row, a row per request with its fields in their columns, and the last note", () => {
    const request: KeptRequest = {
      reference: "A-4821",
      form: "appointment",
      page: "/gu/appointments",
      language: "gu",
      fields: { name: "ભાવિકા પટેલ", phone: "9876501234", date: "2026-11-30", time: "09:30" },
      receivedAt: Date.parse("2026-11-28T10:15:00+05:30"),
      state: "closed",
      offers: true,
      events: [
        { at: 1, person: "", action: "received", note: "" },
        { at: 2, person: "Asha", action: "called", note: "Rang back" },
        { at: 3, person: "Asha", action: "closed", note: "" },
      ],
    };
    const [header, row, end] = requestsCsv([request], { timeZone: "Asia/Kolkata" }).split("\r\n");
    const cellsOf = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]);
    const columns = cellsOf(header);
    const cells = cellsOf(row);
    expect(cells).toHaveLength(columns.length);
    const at = (column: string) => cells[columns.indexOf(column)];
    expect(end).toBe("");
    expect(at("reference")).toBe("A-4821");
    expect(at("name")).toBe("ભાવિકા પટેલ");
    expect(at("date")).toBe("2026-11-30");
    expect(at("email")).toBe("");
    expect(at("state")).toBe("closed");
    expect(at("last note")).toBe("Rang back");
    expect(at("offers")).toBe("yes");
    expect(at("received")).toMatch(/28 Nov(ember)? 2026.*10:15/);
  });
});

describe("the Requests view's filter as the server reads it", () => {
  const url = (query: string) => new URL(`http://editor/api/requests?${query}`);
  it("takes whole days on the clinic's clock", () => {
    const filter = filterOf(url("from=2026-11-28&to=2026-11-28&state=new&form=contact"), { timeZone: "Asia/Kolkata" });
    expect(filter).toMatchObject({ state: "new", form: "contact" });
    expect(new Date(filter.since ?? 0).toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(new Date(filter.before ?? 0).toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it.each(["state=lost", "form=newsletter", "from=28/11/2026", "to=2026-02-30"])("refuses %s in words", (query) => {
    expect(() => filterOf(url(query), undefined)).toThrow(/There is no state|No form|a day written yyyy-mm-dd/);
  });
});
