import { createFileRoute } from "@tanstack/react-router";
import i18next from "i18next";
import { CallToAction, ContactSection, Industries, Process, Testimonials } from "./-components/landing-bottom";
import { Hero, Solutions, TrustedBy, VoiceDemoSection } from "./-components/landing-top";

export const Route = createFileRoute("/_public/")({
  // Fetch the page's texts while its code loads, not after.
  loader: () => void i18next.loadNamespaces(["landing", "contact"]),
  component: LandingPage,
});

function LandingPage() {
  return (
    <>
      <Hero />
      <TrustedBy />
      <Solutions />
      <VoiceDemoSection />
      <Industries />
      <Process />
      <Testimonials />
      <CallToAction />
      <ContactSection />
    </>
  );
}
