import { Route, Switch } from "wouter";
import type { JsonPath } from "../../../src/manifest/strings-in.ts";
import type { Version } from "../../shared/contract.ts";
import { usePageConfig } from "../config/use-page-config.ts";
import {
  historyAddress,
  picturesAddress,
  requestsAddress,
  approvalsAddress,
  accountsAddress,
  settingsAddress,
  translationsAddress,
} from "../../shared/editor-location.ts";
import { RequestsView } from "./RequestsView.tsx";
import { ApprovalsView } from "./ApprovalsView.tsx";
import { AccountsView } from "./AccountsView.tsx";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { EditorView } from "../state/editor-view.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { HistoryView } from "./HistoryView.tsx";
import { MissingPage } from "./MissingPage.tsx";
import { PageEditor } from "./PageEditor.tsx";
import type { PuckChangeKind } from "../puck/puck-changes.ts";
import { SettingsEditor } from "./SettingsEditor.tsx";
import { TranslationsView } from "./TranslationsView.tsx";
import { UnusedPicturesView } from "./UnusedPicturesView.tsx";

interface OpenViewProps {
  view: EditorView;
  working: JsonObject;
  specs: EditorSpecs;
  /** Changes when the open page or settings must be drawn anew from the working copy. */
  generation: number;
  dirty: boolean;
  restoring: boolean;
  onRouteChange: (index: number, route: JsonObject, kind: PuckChangeKind) => void;
  onSiteChange: (site: JsonObject, kind: PuckChangeKind) => void;
  onRestore: (version: Version) => void;
  /** Goes to a text to translate into a language. */
  onTranslate: (code: string, path: JsonPath) => void;
  onBack: () => void;
}

/** The view the editor has open under its bars: a page, the settings, History, the pictures or the translations. */
export function OpenView({ view, working, specs, generation, ...props }: OpenViewProps) {
  const config = usePageConfig(specs, working);
  const route = view.kind === "page" ? routesOf(working)[view.index] : undefined;
  // The open page stays drawn while its path is typed, whatever the address says meanwhile.
  if (view.kind === "page" && route) {
    return (
      <PageEditor
        key={`page-${view.index}-${generation}`}
        route={route}
        name={pageName(route, working)}
        config={config}
        specs={specs}
        onChange={(changed, kind) => props.onRouteChange(view.index, changed, kind)}
      />
    );
  }
  return (
    <Switch>
      <Route path={settingsAddress}>
        <SettingsEditor
          key={`settings-${generation}`}
          site={siteOf(working)}
          specs={specs}
          onChange={props.onSiteChange}
        />
      </Route>
      <Route path={historyAddress}>
        <HistoryView
          site={siteOf(working) as Pick<Site, "timeZone">}
          dirty={props.dirty}
          restoring={props.restoring}
          onRestore={props.onRestore}
          onBack={props.onBack}
        />
      </Route>
      <Route path={translationsAddress}>
        <TranslationsView working={working} onTranslate={props.onTranslate} onBack={props.onBack} />
      </Route>
      <Route path={requestsAddress}>
        <RequestsView site={siteOf(working) as Pick<Site, "timeZone" | "languages">} onBack={props.onBack} />
      </Route>
      <Route path={accountsAddress}>
        <AccountsView site={siteOf(working) as Pick<Site, "timeZone">} onBack={props.onBack} />
      </Route>
      <Route path={approvalsAddress}>
        <ApprovalsView site={siteOf(working) as Pick<Site, "timeZone">} onBack={props.onBack} />
      </Route>
      <Route path={picturesAddress}>
        <UnusedPicturesView working={working} onBack={props.onBack} />
      </Route>
      <Route>
        <MissingPage address={window.location.pathname} />
      </Route>
    </Switch>
  );
}
