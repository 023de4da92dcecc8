import { expect, test } from "@playwright/test";
import { fetchRaw } from "./fetch-raw.ts";

// Only for a server with TLS (playwright.nginx.config.ts): its plain-HTTP port must send visitors on.
test("plain HTTP is redirected to the same address over HTTPS, path and query kept", async ({ baseURL }) => {
  const { httpOrigin } = test.info().config.metadata as { httpOrigin: string };
  const answer = await fetchRaw(`${httpOrigin}/about?from=leaflet`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(new URL("/about?from=leaflet", baseURL).href);
});
