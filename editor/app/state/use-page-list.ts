import { useState } from "react";
import type { Activity } from "../../shared/contract.ts";
import type { Problem } from "../../shared/problem.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import {
  historyAddress,
  pageAddress,
  picturesAddress,
  settingsAddress,
  translationsAddress,
  requestsAddress,
  approvalsAddress,
  accountsAddress,
} from "../../shared/editor-location.ts";
import type { PagesControl } from "../contexts/pages-context.tsx";
import type { PuckChangeKind } from "../puck/puck-changes.ts";
import { addressOfView, type EditorView } from "./editor-view.ts";
import { linkPlaces, withLinkTo, type LinkPlace, type NewPage } from "./link-offer.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import { placeOf } from "../../shared/problem-places.ts";
import type { Change } from "./use-edit-steps.ts";
import type { EditorViewControl } from "./use-editor-view.ts";
import type { PuckReach } from "./use-puck-reach.ts";
import { pageIndexAt, routesOf, withNewRoute, withoutRoute, withRoute } from "../../shared/working-copy.ts";

/** Where a page just added could be linked from, and linking it there in one step. */
export interface LinkOffer {
  page: NewPage;
  places: LinkPlace[];
  link: (place: LinkPlace) => void;
  close: () => void;
}

export interface PageList {
  pages: PagesControl;
  /** A change to a page's blocks or settings; a changed path is the open page's new address. */
  changePage: (index: number, route: JsonObject, kind: PuckChangeKind) => void;
  /** Where a page just added could be linked from, until the person links it or closes the offer. */
  linkOffer: LinkOffer | undefined;
  /** Whether a finding is the one the link offer already says: no page links to the new page. */
  isOffered: (problem: Problem) => boolean;
}

/** The site's pages: opening one, the other views, adding a page (and offering to link it), deleting one. */
export function usePageList(
  working: JsonObject,
  { view, open, openPage }: EditorViewControl,
  change: Change,
  { selectWhenOpen }: Pick<PuckReach, "selectWhenOpen">,
  editors: Activity["editors"],
): PageList {
  const [offered, setOffered] = useState<NewPage>();
  const routes = routesOf(working);

  const pages: PagesControl = {
    pages: routes.map((route, index) => ({
      index,
      path: String(route.path),
      title: pageName(route, working),
      editors: editors.filter((editor) => editor.page === route.path).map((editor) => editor.name),
    })),
    currentIndex: view.kind === "page" ? view.index : undefined,
    settingsOpen: view.kind === "settings",
    openPage,
    openSettings: () => open({ kind: "settings" }, settingsAddress),
    openHistory: () => open({ kind: "history" }, historyAddress),
    openPictures: () => open({ kind: "pictures" }, picturesAddress),
    openTranslations: () => open({ kind: "translations" }, translationsAddress),
    openRequests: () => open({ kind: "requests" }, requestsAddress),
    openApprovals: () => open({ kind: "approvals" }, approvalsAddress),
    openAccounts: () => open({ kind: "accounts" }, accountsAddress),
    addPage: (route) => {
      const added = withNewRoute(working, route);
      const shown: EditorView = { kind: "page", index: added.index };
      change(() => added.manifest, "pages", shown);
      setOffered({ path: String(route.path), title: pageName(route, added.manifest) });
      open(shown, pageAddress(String(route.path)));
    },
    deletePage: (index) => {
      const next = withoutRoute(working, index);
      let shown = view;
      if (view.kind === "page" && view.index === index) {
        const home = pageIndexAt(next, "/");
        shown = home >= 0 ? { kind: "page", index: home } : { kind: "settings" };
      } else if (view.kind === "page" && view.index > index) {
        shown = { kind: "page", index: view.index - 1 };
      }
      change(() => next, "pages", shown);
      if (shown !== view) open(shown, addressOfView(shown, next));
    },
    routeAt: (index) => routes[index],
  };

  function linkNewPage(page: NewPage, place: LinkPlace) {
    // A card shows on the listing: it is shown there, now and when Undo or Redo takes it back or again.
    const listing: EditorView | undefined =
      place.kind === "listing" ? { kind: "page", index: place.routeIndex } : undefined;
    change((current) => withLinkTo(current, place, page), "pages", listing, listing);
    setOffered(undefined);
    if (place.kind === "listing") {
      selectWhenOpen({ blockIndex: place.blockIndex, fieldName: "cards" });
      openPage(place.routeIndex);
    }
  }

  return {
    pages,
    changePage: (index, route, kind) => {
      const before = routes[index];
      change((current) => withRoute(current, index, route), kind);
      if (before && before.path !== route.path) open(view, pageAddress(String(route.path)), { replace: true });
    },
    linkOffer: offered && {
      page: offered,
      places: linkPlaces(working, offered.path),
      link: (place) => linkNewPage(offered, place),
      close: () => setOffered(undefined),
    },
    isOffered: (problem) => {
      const place = placeOf(problem);
      return (
        offered !== undefined &&
        place.kind === "route" &&
        place.fieldName === "path" &&
        routes[place.routeIndex]?.path === offered.path
      );
    },
  };
}
