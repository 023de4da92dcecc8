import { createContext, useContext } from "react";
import { useRegisterPuck } from "./puck-bridge.tsx";

export interface PublishControl {
  dirty: boolean;
  publishing: boolean;
  publish: () => void;
}

export const PublishContext = createContext<PublishControl>({ dirty: false, publishing: false, publish: () => undefined });

/** The editor's buttons in Puck's header: publish, with whether anything is unpublished. */
export function HeaderActions() {
  useRegisterPuck();
  const { dirty, publishing, publish } = useContext(PublishContext);
  return (
    <div className="ed-header-actions">
      <span className={dirty ? "ed-dirty ed-dirty--yes" : "ed-dirty"}>{dirty ? "Unpublished changes" : "All changes published"}</span>
      <button type="button" className="ed-button ed-button--primary" disabled={publishing} onClick={publish}>
        {publishing ? "Publishing…" : "Publish"}
      </button>
    </div>
  );
}
