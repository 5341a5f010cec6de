import { CallToAction, ContactSection, Industries, Process, Testimonials } from "./landing-bottom";
import { Hero, Solutions, TrustedBy, VoiceDemoSection } from "./landing-top";

/** The landing page's sections: rendered by the SPA's `/` route and by the light landing entry (web/landing.tsx). */
export function LandingPage() {
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
