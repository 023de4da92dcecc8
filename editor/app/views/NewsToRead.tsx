import { StatusMessage } from "./StatusMessage.tsx";

/** A message for this person that stays until they say they have read it (OK). */
export function NewsToRead({ text, tone, onRead }: { text: string; tone: "info" | "warning"; onRead?: () => void }) {
  return <StatusMessage tone={tone} role="status" words={text} dismiss={{ label: "OK", onDismiss: onRead }} />;
}
