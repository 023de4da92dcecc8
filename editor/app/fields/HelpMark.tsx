/** A small "?" beside a group's or list's label; its help shows on hover and is read out with the label. */
export function HelpMark({ text }: { text: string }) {
  return (
    <span className="ed-help-mark" title={text}>
      <span aria-hidden="true">?</span>
      <span className="ed-visually-hidden">{text}</span>
    </span>
  );
}
