import { PagesPanel } from "./PagesPanel.tsx";

/** An editor address that names no page of site.json (a typo, or a page deleted since): the page list, to pick one. */
export function MissingPage({ address }: { address: string }) {
  return (
    <main className="ed-missing">
      <h1>There is no page at {address.replace(/^\/edit/, "") || "/"}</h1>
      <p>Pick the page to edit, or add a new one.</p>
      <PagesPanel />
    </main>
  );
}
