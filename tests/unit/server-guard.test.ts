import { createReadStream } from "node:fs";
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { guardRequests } from "../../scripts/server/guard-requests.ts";
import { previewServerForTests, rawGet } from "./support/production-server.ts";

function fetchAnswer(
  port: number,
  path: string,
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get({ port, path, host: "127.0.0.1" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    }).on("error", reject);
  });
}

describe("a request handler that throws", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(
      guardRequests(
        (request, response) => {
          response.setHeader("Content-Type", "text/javascript");
          if (request.url === "/boom") throw new Error("the disk went away");
          // As sirv does: the file is opened after the handler has returned, and is gone by then.
          if (request.url === "/deleted-meanwhile")
            return void createReadStream(join(tmpdir(), "no-such-file-anywhere.js")).pipe(response);
          response.end("fine");
        },
        { "Content-Security-Policy": "default-src 'none'" },
      ),
    );
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it("answers 500 with a plain page, logs the error, and the server keeps serving", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await fetchAnswer(port, "/boom");
    expect(failed.status).toBe(500);
    expect(failed.body).toContain("Something went wrong");
    expect(failed.body).toContain('href="/"');
    expect(failed.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(failed.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(log.mock.calls.flat().join(" ")).toContain("the disk went away");
    log.mockRestore();
    expect(await fetchAnswer(port, "/next")).toMatchObject({ status: 200, body: "fine" });
  });

  it("answers 500 when a file streamed into the answer fails after the handler returned; keeps serving", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await fetchAnswer(port, "/deleted-meanwhile");
    expect(failed.status).toBe(500);
    expect(failed.body).toContain("Something went wrong");
    expect(log.mock.calls.flat().join(" ")).toContain("ENOENT");
    log.mockRestore();
    expect(await fetchAnswer(port, "/next")).toMatchObject({ status: 200, body: "fine" });
  });
});

describe("npm run preview", () => {
  const server = previewServerForTests();

  it.each([
    ["/doctors/%25E0", 200],
    ["/doctors/%E0%A4%A", 404],
    ["/%E0%A4%A", 404],
    ["/doctors/%25", 200],
    ["/..%2f..%2fetc%2fpasswd", 404],
  ])("answers %s with %i and keeps serving", async (path, status) => {
    expect(await rawGet(server().port, Buffer.from(path))).toBe(status);
    expect(await rawGet(server().port, Buffer.from("/about"))).toBe(200);
    expect(server().process.exitCode).toBeNull();
  });
});
