/** A version's changes in words, one per line; none when its title already says its one change. */
export function ChangeLines({ title, changes }: { title: string; changes: string[] }) {
  if (changes.length <= 1 && changes[0] === title) return null;
  return (
    <ul className="ed-history__changes">
      {changes.map((change, index) => (
        <li key={index}>{change}</li>
      ))}
    </ul>
  );
}
