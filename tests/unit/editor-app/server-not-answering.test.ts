// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchManifest, publishManifest } from "../../../editor/app/api/editor-api.ts";

const manifest = { text: "{}", hash: "h" };

/** A server behind nginx that answers 502 (it is restarting) `downFor` times, then answers. */
function serverDown(downFor: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (calls.length <= downFor) return new Response("Bad Gateway", { status: 502 });
      return Response.json(manifest);
    }),
  );
  return calls;
}

/** A server that takes the request and never answers `silentFor` times, then answers (with `status`, if given). */
function serverSilent(silentFor: number, status?: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (calls.length > silentFor) return status ? new Response("Bad Gateway", { status }) : Response.json(manifest);
      return new Promise<Response>((_answer, fail) =>
        init?.signal?.addEventListener("abort", () => fail(new DOMException("Aborted", "AbortError"))),
      );
    }),
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a call while the editor's server is not answering", () => {
  it("is tried again by itself, and goes through once the server is back", async () => {
    vi.useFakeTimers();
    const calls = serverDown(3);
    const reading = fetchManifest();
    await vi.runAllTimersAsync();
    await expect(reading).resolves.toEqual(manifest);
    expect(calls).toEqual(Array(4).fill("GET /api/manifest"));
  });

  it("says in words that the server is not answering, after about half a minute of tries", async () => {
    vi.useFakeTimers();
    const calls = serverDown(Infinity);
    const started = Date.now();
    const reading = fetchManifest().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(String(await reading)).toBe(
      "Error: The editor's server is not answering (it may be restarting). The editor tried again for half a minute.",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(25_000);
    expect(calls.length).toBeGreaterThan(3);
  });

  it("is asked again when the server took it and never answered, and goes through when asked again", async () => {
    vi.useFakeTimers();
    const calls = serverSilent(1);
    const started = Date.now();
    const reading = fetchManifest();
    await vi.runAllTimersAsync();
    await expect(reading).resolves.toEqual(manifest);
    expect(calls).toEqual(["GET /api/manifest", "GET /api/manifest"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15_000);
  });

  it("gives up on a server that never answers after seven tries, each waited for 15 seconds", async () => {
    vi.useFakeTimers();
    const calls = serverSilent(Infinity);
    const started = Date.now();
    const reading = fetchManifest().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await reading).toBeInstanceOf(Error);
    expect(calls).toHaveLength(7);
    expect(Date.now() - started).toBeGreaterThanOrEqual(7 * 15_000);
  });

  it("says how long the editor tried, counting the waits for answers that never came", async () => {
    vi.useFakeTimers();
    serverSilent(3, 502);
    const reading = fetchManifest().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(String(await reading)).toBe(
      "Error: The editor's server is not answering (it may be restarting). The editor tried again for a minute.",
    );
  });

  it("is not sent twice when it is a publish: the person sees what happened and decides", async () => {
    const calls = serverDown(Infinity);
    const publishing = publishManifest("h", {}).catch((error: unknown) => error);
    expect(String(await publishing)).toBe("Error: The editor's server is not answering (it may be restarting).");
    expect(calls).toEqual(["POST /api/publish"]);
  });
});
