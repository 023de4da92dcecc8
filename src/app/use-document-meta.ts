import { useEffect } from "react";

/**
 * Keeps the tab title and meta description in step with client-side navigation; prerendering writes
 * them into the HTML.
 */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
