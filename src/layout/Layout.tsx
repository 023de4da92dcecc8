import { site } from "virtual:site";
import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { WhatsAppLink } from "./WhatsAppLink.tsx";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* A plain link placed by CSS alone (styles/whatsapp.css): phones only, out of the way of controls. */}
      {site.whatsapp && <WhatsAppLink settings={site.whatsapp} className="whatsapp-float" iconOnly />}
    </>
  );
}
