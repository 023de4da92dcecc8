import { mkdtempSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { sendEditorPage } from "../../editor/server/editor-page.ts";

it("puts the token in the editor page with the site's one HTML escape: any token reads back exactly", async () => {
  const htmlFile = join(mkdtempSync(join(tmpdir(), "editor-page-")), "index.html");
  writeFileSync(htmlFile, "<!doctype html><html><head><title>Editor</title></head><body></body></html>");
  let sent = "";
  const response = { writeHead: () => response, end: (html: string) => (sent = html) };
  const token = `a"b<c>&d'e`;
  await sendEditorPage(response as unknown as ServerResponse, htmlFile, { meta: { "editor-token": token } });
  const { document } = new JSDOM(sent).window;
  expect(document.querySelectorAll("meta")).toHaveLength(1);
  expect(document.querySelector('meta[name="editor-token"]')?.getAttribute("content")).toBe(token);
});
