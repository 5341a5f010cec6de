import { createFileRoute } from "@tanstack/react-router";
import { CallToAction, ContactSection, Industries, Process, Testimonials } from "./-components/landing-bottom";
import { Hero, Solutions, TrustedBy, VoiceDemoSection } from "./-components/landing-top";

export const Route = createFileRoute("/_public/")({ component: LandingPage });

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
