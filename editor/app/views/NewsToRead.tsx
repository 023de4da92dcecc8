/** A message for this person that stays until they say they have read it (OK). */
export function NewsToRead({ text, tone, onRead }: { text: string; tone: "info" | "warning"; onRead?: () => void }) {
  return (
    <div className={`ed-message ed-message--${tone}`} role="status">
      <p>{text}</p>
      <button type="button" className="ed-button" onClick={onRead}>
        OK
      </button>
    </div>
  );
}
