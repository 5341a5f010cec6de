/** A public page as the mobile menu and the footer link it (text: public.pages.<key>). */
export interface PublicPage {
  key: "home" | "solutions" | "demo" | "mortgageDemo" | "blog" | "contact";
  to: string;
  hash?: string;
}

export const publicPages: readonly PublicPage[] = [
  { key: "home", to: "/" },
  { key: "solutions", to: "/", hash: "solutions" },
  { key: "demo", to: "/voice-ai" },
  { key: "mortgageDemo", to: "/voice-ai/hypotheek" },
  { key: "blog", to: "/resources/blog" },
  { key: "contact", to: "/", hash: "contact" },
];
