interface ListNotesProps {
  /** What the list holds, as a sentence starts: "The accounts". */
  what: string;
  /** Why it could not be read. */
  problem?: string;
  /** What the last action on it came to. */
  said?: string;
}

/** Above a list read from the server: why it could not be read, and what the last action on it came to. */
export function ListNotes({ what, problem, said }: ListNotesProps) {
  return (
    <>
      {problem && (
        <p className="ed-message ed-message--error" role="alert">
          {what} could not be read: {problem}
        </p>
      )}
      {said && (
        <p className="ed-message ed-message--info" role="status">
          {said}
        </p>
      )}
    </>
  );
}
