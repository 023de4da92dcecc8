import { editorMode, signedInName } from "../editor-mode.ts";

/** On the clinic's server: who is signed in, and a way out. A plain form, so it works whatever state the page is in. */
export function SignOut() {
  if (editorMode !== "service") return null;
  return (
    <form method="post" action="/sign-out" className="ed-sign-out">
      <span className="ed-sign-out__name">{signedInName}</span>
      <button type="submit" className="ed-button">
        Sign out
      </button>
    </form>
  );
}
