import { Link } from "@tanstack/react-router";
import type { SiteLinkProps } from "./site-link";

/** SiteLink inside the SPA: the router's link, so moving between public pages stays client-side. */
export function RouterSiteLink({ to, ...rest }: SiteLinkProps) {
  return <Link to={to as "/"} {...rest} />;
}
