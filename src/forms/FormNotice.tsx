import { useEffect, useRef, useState } from "react";
import type { Text } from "../manifest/site-manifest.generated.ts";
import { MessageText } from "./MessageText.tsx";

/** What a form says after Submit: its tone (a class) and words, counted so the same words are read out again. */
export interface Notice {
  kind: "notTaken" | "sent" | "failed" | "received";
  message: Text;
  count: number;
}

/** The notice a form shows, and how it shows a new one. */
export function useFormNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    show: (kind: Notice["kind"], message: Text) =>
      setNotice((before) => ({ kind, message, count: (before?.count ?? 0) + 1 })),
    clear: () => setNotice(null),
  };
}

/**
 * The form's notice, read out by screen readers (a status) and focused when it changes, so a
 * visitor on a phone sees it; each {phone} in it is the clinic's number, a link that calls it.
 */
export function FormNotice({ notice, phone }: { notice: Notice | null; phone: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} className={`form-notice${notice ? ` form-notice--${notice.kind}` : ""}`} role="status" tabIndex={-1}>
      {notice && (
        <p key={notice.count} className="form-notice__text">
          <MessageText message={notice.message} phone={phone} />
        </p>
      )}
    </div>
  );
}
