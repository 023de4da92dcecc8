/** The editor could not open site.json (the server is gone, or the file is not valid JSON): say so and how to go on. */
export function StartupProblem({ message }: { message: string }) {
  return (
    <main className="ed-missing">
      <h1>The editor cannot open site.json</h1>
      <p className="ed-field__problem ed-field__problem--error">{message}</p>
      <p>
        If the file was edited by hand, run <code>npm run validate</code> in the terminal: it says which line is wrong.
        Fix it, then reload this page.
      </p>
    </main>
  );
}
