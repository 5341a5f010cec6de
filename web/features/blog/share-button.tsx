import { Share2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Web Share where the device has it; otherwise the URL goes to the clipboard with the spec's confirmation. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("blog");
  const [outcome, setOutcome] = useState<"copied" | "copyFailed" | null>(null);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      // A denied or missing clipboard: say so and show the address to copy by hand.
      setOutcome("copyFailed");
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void share()} data-testid="share-button">
        <Share2Icon aria-hidden />
        {t("public.share")}
      </Button>
      <span
        role="status"
        className={outcome === "copyFailed" ? "text-sm text-destructive" : "text-sm text-primary"}
        data-testid="share-status"
      >
        {outcome === "copied" ? t("public.copied") : ""}
        {outcome === "copyFailed" ? t("public.copyFailed", { url: window.location.href }) : ""}
      </span>
    </div>
  );
}
