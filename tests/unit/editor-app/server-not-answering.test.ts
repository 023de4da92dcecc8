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

  it("is not sent twice when it is a publish: the person sees what happened and decides", async () => {
    const calls = serverDown(Infinity);
    const publishing = publishManifest("h", {}).catch((error: unknown) => error);
    expect(String(await publishing)).toBe("Error: The editor's server is not answering (it may be restarting).");
    expect(calls).toEqual(["POST /api/publish"]);
  });
});
