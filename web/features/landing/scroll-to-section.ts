/** Scrolls to a section of the page and moves focus to its first field, as the call-to-action buttons promise. */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", `#${id}`);
  section.querySelector<HTMLElement>("input:not([tabindex='-1']), button")?.focus({ preventScroll: true });
}
