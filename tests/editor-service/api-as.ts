import { expect, type APIRequestContext } from "@playwright/test";
import type { RunningService } from "./service-fixture.ts";

interface RequestMaker {
  request: { newContext: (options: object) => Promise<APIRequestContext> };
}

/** A person's own API client, signed in as a form does it, with the editor's token from its page. */
export async function apiAs(playwright: RequestMaker, service: RunningService, name: string, password: string) {
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true, baseURL: service.editor });
  const signedIn = await request.post("/sign-in", {
    headers: { Origin: service.editor },
    form: { name, password, next: "/edit/" },
  });
  expect(signedIn.ok(), `${name} signs in`).toBe(true);
  const page = await (await request.get("/edit/")).text();
  const token = /name="editor-token" content="([^"]+)"/.exec(page)?.[1] ?? "";
  const headers = { Origin: service.editor, "X-Editor-Token": token };
  return {
    get: async (path: string) => (await request.get(path, { headers })).json(),
    send: async (method: string, path: string, data: unknown) => {
      const response = await request.fetch(path, { method, headers, data });
      return { status: response.status(), body: await response.json() };
    },
  };
}
