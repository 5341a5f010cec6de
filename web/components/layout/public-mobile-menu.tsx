import { MenuIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "@/components/language-picker";
import { SiteLink } from "@/components/site-link";
import { publicPages } from "./public-pages";
import { useDisclosure } from "./use-disclosure";

/**
 * The public header's navigation below 768 px: a button that unfolds the same links and the language picker
 * under the header. A plain disclosure, like the Resources menu, so the public pages load no menu library.
 */
export function PublicMobileMenu() {
  const { t } = useTranslation();
  const { open, setOpen, root, id } = useDisclosure();

  return (
    <div ref={root} className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("public.header.menu")}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
        data-testid="public-menu-button"
      >
        {open ? <XIcon aria-hidden className="size-5" /> : <MenuIcon aria-hidden className="size-5" />}
      </button>
      {open && (
        <div
          id={id}
          data-testid="public-menu"
          className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 shadow-md"
        >
          <nav aria-label={t("public.header.navigation")}>
            <ul className="flex flex-col py-2">
              {publicPages.map((page) => (
                <li key={page.key}>
                  <SiteLink
                    to={page.to}
                    hash={page.hash}
                    onClick={() => setOpen(false)}
                    className="block rounded-md px-2 py-2.5 text-base hover:bg-accent"
                  >
                    {t(`public.pages.${page.key}`)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguagePicker className="border-t px-2 pt-3" />
        </div>
      )}
    </div>
  );
}
