import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { useWords } from "../language/shown-site.tsx";
import { Text } from "../text/Text.tsx";

export function Layout({ children }: { children: ReactNode }) {
  const words = useWords();
  return (
    <>
      <a className="skip-link" href="#main">
        <Text value={words.skipToContent} />
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
