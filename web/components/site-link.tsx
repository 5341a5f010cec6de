import { type ComponentType, createContext, type MouseEventHandler, type ReactNode, useContext } from "react";

export interface SiteLinkProps {
  /** A path of the site ("/voice-ai"), with an optional section of it (`hash`, without "#"). */
  to: string;
  hash?: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** A plain anchor: a full page load, as on the landing page, which runs without the router. */
function PlainLink({ to, hash, ...rest }: SiteLinkProps) {
  return <a href={hash ? `${to}#${hash}` : to} {...rest} />;
}

/**
 * The link the public pages' shared components use. The landing page's own entry (web/landing.tsx) has no
 * router and keeps the plain anchor; the SPA provides its router link (web/routes/_public.tsx).
 */
export const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(PlainLink);

export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(SiteLinkContext);
  return <Link {...props} />;
}
