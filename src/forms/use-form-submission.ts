import { useEffect, useRef, useState, type RefObject } from "react";
import { useBrowserValue } from "./use-browser-value.ts";

/**
 * What every form here does around a submit: knows when the page is hydrated (before that, a submit
 * would reload the page and lose what was typed), sends at most once at a time, and after a
 * refused submit takes the visitor to the first field in error.
 */
export function useFormSubmission(formRef: RefObject<HTMLFormElement | null>) {
  // False until the page is hydrated: the submit button stays a plain button in the prerendered HTML.
  const ready = useBrowserValue(() => true, false);
  const [sending, setSending] = useState(false);
  // A ref, not state: a second click in the same instant must see the first one at once.
  const sendingNow = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // data-ready tells the browser tests that the form is hydrated and its button submits.
  useEffect(() => {
    if (ready && formRef.current) formRef.current.dataset.ready = "true";
  }, [ready, formRef]);

  // Runs once the refused submit has rendered its messages, so the fields are marked by then.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  return {
    ready,
    sending,
    isSending: () => sendingNow.current,
    focusFirstError: () => setFocusRequest((n) => n + 1),
    /** Runs `send` unless a send is under way; the button shows busy meanwhile. */
    async sendOnce(send: () => Promise<void>) {
      if (sendingNow.current) return;
      sendingNow.current = true;
      setSending(true);
      try {
        await send();
      } finally {
        sendingNow.current = false;
        setSending(false);
      }
    },
  };
}
