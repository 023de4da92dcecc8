import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { documentHeaders, previewServerForTests, subresourceHeaders } from "./support/production-server.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** The path goes out as written: node's client neither decodes nor resolves "..%2f". */
function fetchHeaders(port: number, path: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ port, path, method, host: "127.0.0.1" }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on("error", reject)
      .end();
  });
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

const asDocument = lowerCased(documentHeaders);
const asSubresource = lowerCased(subresourceHeaders);

describe("npm run preview: which header set a response carries", () => {
  const server = previewServerForTests();

  it.each([
    ["a script under /assets/", "/assets/app.js"],
    ["a picture under /sized/", "/sized/photo-360.0123456789.webp"],
    ["a script asked for with a query", "/assets/app.js?v=2"],
  ])("%s gets the subresource set only", async (_, path) => {
    const answer = await fetchHeaders(server().port, path);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject(asSubresource);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });

  it.each([
    ["an SVG under /assets/, which a browser can open as a page", "/assets/logo.svg", 200],
    ["a missing script under /assets/ (the 404 page)", "/assets/no-such-file.js", 404],
    ["a page reached through /assets/ with an encoded ../", "/assets/..%2fabout/", 200],
    ["a page reached through /sized/ with ../", "/sized/../about", 200],
    ["a page", "/about", 200],
  ])("%s gets the document set", async (_, path, status) => {
    const answer = await fetchHeaders(server().port, path);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject(asDocument);
  });

  it("a method the site does not take (405) gets the document set", async () => {
    const answer = await fetchHeaders(server().port, "/assets/app.js", "PUT");
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatchObject(asDocument);
  });
});
