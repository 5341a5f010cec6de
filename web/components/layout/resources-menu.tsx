import { ChevronDownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SiteLink } from "@/components/site-link";
import { cn } from "@/lib/utils";
import { useDisclosure } from "./use-disclosure";

/**
 * The header's Resources menu as a small disclosure (button + list of links) rather than a full
 * menu widget: it keeps the menu library out of the public pages' JavaScript.
 */
export function ResourcesMenu() {
  const { t } = useTranslation();
  const { open, setOpen, root, id } = useDisclosure({ closeOnOutside: true });

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 hover:text-primary"
        data-testid="resources-menu"
      >
        {t("public.header.resources")}
        <ChevronDownIcon aria-hidden className={cn("size-3.5 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 min-w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <li>
          <SiteLink
            to="/resources/blog"
            onClick={() => setOpen(false)}
            className="block rounded-sm px-2 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
          >
            {t("public.header.blog")}
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}
