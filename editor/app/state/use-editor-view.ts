import { useCallback, useState } from "react";
import { useLocation } from "wouter";
import { locationOfAddress } from "../../../src/manifest/path-rules.ts";
import { pageAddress, settingsAddress } from "../../shared/editor-location.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { viewOfLocation, type EditorView } from "./editor-view.ts";
import { pageIndexAt, routesOf } from "../../shared/working-copy.ts";

export interface EditorViewControl {
  view: EditorView;
  /** Goes to an address (a step Back can take back, or `replace` it) with the view it shows. */
  open: (next: EditorView, address: string, options?: { replace?: boolean }) => void;
  openPage: (index: number) => void;
  /** From History or the pictures no page uses: to the home page, or the settings when there is none. */
  backToEditing: () => void;
  /** Shows the view the address in the bar names in a working copy that replaced the one shown, and returns it. */
  switchToAddressIn: (manifest: JsonObject) => EditorView;
}

/**
 * What the editor shows. The address (wouter's location) names the view; the view keeps the page by
 * its place in site.json, so that editing the open page's path, which changes the address, keeps it open.
 */
export function useEditorView(working: JsonObject): EditorViewControl {
  const [location, navigate] = useLocation();
  const [view, setView] = useState<EditorView>(() => viewOfLocation(location, working));
  const [locationOfView, setLocationOfView] = useState(location);
  if (location !== locationOfView) {
    // The address changed by itself: Back or Forward.
    setLocationOfView(location);
    setView(viewOfLocation(location, working));
  }

  const open = useCallback(
    (next: EditorView, address: string, { replace = false } = {}) => {
      // An address that reads as the one shown (/edit/%61bout, /edit/about) is no step to go back over.
      if (locationOfAddress(address) !== location) navigate(address, { replace });
      setLocationOfView(locationOfAddress(address));
      setView(next);
    },
    [location, navigate],
  );

  const openPage = useCallback(
    (index: number) => open({ kind: "page", index }, pageAddress(String(routesOf(working)[index]?.path ?? "/"))),
    [open, working],
  );

  return {
    view,
    open,
    openPage,
    backToEditing: () => {
      const home = pageIndexAt(working, "/");
      if (home >= 0) openPage(home);
      else open({ kind: "settings" }, settingsAddress);
    },
    switchToAddressIn: (manifest) => {
      const next = viewOfLocation(locationOfAddress(window.location.pathname), manifest);
      setView(next);
      return next;
    },
  };
}
