import type { IncomingMessage, ServerResponse } from "node:http";
import { isJsonObject } from "../shared/schema/json-value.ts";
import { isDraftContent, type DraftStore } from "./drafts/draft-store.ts";
import type { PresenceBoard } from "./drafts/presence.ts";
import { HttpError, readBody, readJson, sendJson } from "./http-io.ts";
import { listImages } from "./image-library.ts";
import { storeUpload } from "./image-upload.ts";
import { manifestFrom, type ManifestService } from "./manifest-service.ts";
import { pathsFrom, removePictures } from "./picture-removal.ts";
import type { Activity, Removal } from "../shared/contract.ts";
import type { RequestGuard } from "./request-guard.ts";
import { namedNow, unusedPictures } from "./unused-pictures.ts";
import {
  apiEndpoints,
  type ApiAnswer,
  type ApiEndpoint,
  type Asked,
  type BodyEndpoint,
} from "../shared/api-endpoints.ts";
import type { Permission } from "../shared/roles.ts";

// A site of 3,000 pages is about 8 MB of site.json: room for a clinic chain or a long blog.
/** Whether a path is the API's (JSON answers, its own checks), not a page or a file. */
export const isApiPath = (path: string): boolean => path.startsWith("/api/");

export const jsonLimit = 48 * 1024 * 1024;
export const uploadLimit = 10 * 1024 * 1024;

/** A draft's revision as a request names it: null when it knows of no draft. */
function isRevision(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

/** The last publish this server made, for the editors open elsewhere: who published what. */
export interface PublishNews {
  hash: string;
  author: string;
  /** Who approved it, when the author proposed it. */
  approvedBy?: string;
  title: string;
  changes: string[];
  at: string;
}

interface ApiContext {
  guard: RequestGuard;
  manifest: ManifestService;
  publicDir: string;
  drafts: DraftStore;
  presence: PresenceBoard;
  /** Who asks: the signed-in person in the service, "" on a developer's computer. */
  personOf?: (req: IncomingMessage) => string;
  /** The hash editors are told of: a version being published counts once it is committed and live. */
  settledHash?: (onDisk: string) => string;
  /** Who published the version `hash` is, and what it changed, when known. */
  latestPublish?: (hash: string) => Promise<PublishNews | undefined>;
  /** How many patients' requests nobody has acted on yet, for one who may read them (the clinic's server). */
  newRequests?: (req: IncomingMessage) => number | undefined;
  /** What this person is to hear of proposals: how many wait for them, and their own's outcome. */
  proposalNews?: (req: IncomingMessage) => Pick<Activity, "waitingProposals" | "ownProposal">;
  /** Why the person asking may not do what `permission` covers, in words; undefined when they may (always, locally). */
  forbidden?: (req: IncomingMessage, permission: Permission) => string | undefined;
  /** How a removal of pictures runs: the editor service runs it between publishes and tells git. */
  removeWith?: (remove: () => Promise<Removal>) => Promise<Removal>;
}

/**
 * How an endpoint is answered: `handle` returns what it answers as the contract declares it (sent as
 * JSON with `status`, 200 unless said), or writes a file itself (an answer declared `void`); `writes`
 * marks those that change something (they need the editor's Origin); `needs`, what the person asking
 * must be allowed (editing unless said).
 */
interface ApiRoute<Endpoint extends ApiEndpoint> {
  writes: boolean;
  needs?: Permission;
  status?: number;
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<ApiAnswer<Endpoint>>;
}

/** A route only those who may `needs` use: one that changes something, or one that reads. */
export const writeFor = (needs: Permission) => ({ writes: true, needs }) as const;
export const readFor = (needs: Permission) => ({ writes: false, needs }) as const;

/** A request's JSON body by the fields its endpoint is declared to be sent, each still to be checked. */
export async function readAsked<E extends BodyEndpoint>(req: IncomingMessage, _: E, limit: number): Promise<Asked<E>> {
  const body = await readJson(req, limit);
  // Every field stays `unknown` until its route checks it: naming the fields is all this cast does.
  return (isJsonObject(body) ? body : {}) as Asked<E>;
}

/** Endpoints by their declaration (editor/shared/api-endpoints.ts). */
export type ApiRoutes = { [Endpoint in ApiEndpoint]?: ApiRoute<Endpoint> };

function routes(context: ApiContext): ApiRoutes {
  const { manifest, publicDir, drafts, presence, removeWith = (remove) => remove() } = context;
  const personOf = context.personOf ?? (() => "");
  // Judged against the working copy the editor sends, unpublished edits included, and the saved site.json.
  const named = (body: unknown) => namedNow(manifestFrom(body), manifest.current().text);
  return {
    [apiEndpoints.manifest]: { writes: false, handle: async () => manifest.current() },
    [apiEndpoints.validate]: {
      writes: false,
      handle: async (req) => await manifest.validate(await readJson(req, jsonLimit)),
    },
    [apiEndpoints.publish]: {
      ...writeFor("publish"),
      handle: async (req) => await manifest.publish(await readJson(req, jsonLimit)),
    },
    [apiEndpoints.readDraft]: {
      writes: false,
      handle: async (req) => ({ draft: drafts.read(personOf(req)) ?? null }),
    },
    [apiEndpoints.saveDraft]: {
      writes: true,
      handle: async (req) => {
        const body = await readJson(req, 2 * jsonLimit);
        const replaces = isJsonObject(body) ? body.replaces : undefined;
        if (!isDraftContent(body) || !isRevision(replaces)) {
          throw new HttpError(
            400,
            "bad-request",
            "A draft is { baseHash, base, manifest, replaces }: the site before, after, and the revision it replaces.",
          );
        }
        const saved = drafts.write(personOf(req), body, replaces);
        return { revision: saved.revision, savedAt: saved.savedAt };
      },
    },
    [apiEndpoints.removeDraft]: {
      writes: true,
      handle: async (req, _res, url) => {
        drafts.remove(personOf(req), url.searchParams.get("replaces"));
        return { removed: true };
      },
    },
    [apiEndpoints.activity]: {
      writes: false,
      handle: async (req, _res, url) => {
        const editors = presence.note(personOf(req), url.searchParams.get("page") ?? "");
        const onDisk = manifest.current().hash;
        const hash = context.settledHash?.(onDisk) ?? onDisk;
        return {
          hash,
          editors,
          latestPublish: await context.latestPublish?.(hash),
          newRequests: context.newRequests?.(req),
          ...context.proposalNews?.(req),
        };
      },
    },
    [apiEndpoints.images]: {
      writes: false,
      handle: async () => ({ images: await listImages(publicDir) }),
    },
    [apiEndpoints.unusedImages]: {
      writes: false,
      handle: async (req) => {
        const body = await readJson(req, jsonLimit);
        return { pictures: await unusedPictures(publicDir, named(body)) };
      },
    },
    [apiEndpoints.removeImages]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const body = await readJson(req, jsonLimit);
        const paths = pathsFrom(body);
        // Named is read inside the removal: in the service, after a publish under way has written site.json.
        return await removeWith(() => removePictures(publicDir, paths, named(body)));
      },
    },
    [apiEndpoints.upload]: {
      writes: true,
      status: 201,
      handle: async (req, _res, url) => {
        const bytes = await readBody(req, uploadLimit);
        return storeUpload(publicDir, url.searchParams.get("name") ?? "", bytes);
      },
    },
  };
}

/**
 * Answers /api/*: checks who asks before reading anything, then runs the endpoint. `more` adds
 * endpoints, or replaces one (the editor service's publish, which also builds the live site). The service
 * answers every declared endpoint (`npm run edit` the ones above): one missing is a mistake in the code,
 * refused at start rather than found by a person as a 404.
 */
export function apiHandler(context: ApiContext, more: ApiRoutes = {}, serves: "service" | "local" = "local") {
  const table: ApiRoutes = { ...routes(context), ...more };
  const missing = serves === "service" ? Object.values(apiEndpoints).filter((endpoint) => !table[endpoint]) : [];
  if (missing.length) throw new Error(`The editor's API has no handler for ${missing.join(", ")}.`);
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const route: ApiRoute<ApiEndpoint> | undefined = table[`${req.method} ${url.pathname}` as ApiEndpoint];
    if (!route) {
      const known = Object.keys(table).some((key) => key.endsWith(` ${url.pathname}`));
      if (known) throw new HttpError(405, "method-not-allowed", `${req.method} is not allowed on ${url.pathname}.`);
      throw new HttpError(404, "not-found", `There is no editor endpoint ${url.pathname}.`);
    }
    context.guard.checkApiRequest(req, { writes: route.writes });
    const forbidden = context.forbidden?.(req, route.needs ?? "edit");
    if (forbidden) throw new HttpError(403, "forbidden", forbidden);
    const answer = await route.handle(req, res, url);
    if (answer !== undefined) sendJson(res, route.status ?? 200, answer);
  };
}
