/**
 * What a visitor sees when the page failed to render. The link home is a plain one: a full load
 * starts the app afresh.
 */
export function ErrorPage() {
  return (
    <section className="not-found" role="alert">
      <h1 className="not-found__text">Something went wrong</h1>
      <p>This page could not be shown. Please try again, or start from the home page.</p>
      <a href="/" className="button">
        Back To Home
      </a>
    </section>
  );
}
