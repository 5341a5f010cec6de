import { DownloadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { buttonVariants } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { presentableBlob, presentationOf, USER_CONTENT_SANDBOX } from "@/lib/user-content";
import { citationExtension, citationPage, citationPath, citationUrl } from "./citations";
import { Markdown } from "./markdown";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; objectUrl: string; text: string | null };

/**
 * Spec section 2.3: png as an image, md as markdown with a download button, anything else in a frame at
 * the cited page. The file is fetched with the bearer token (a frame cannot send one) and shown from memory.
 * A document is untrusted: only a PDF gets an ordinary frame (the browser's viewer draws it); every other file is
 * typed by its extension and framed with a sandbox that allows neither scripts nor this origin.
 */
export function CitationViewer({ citation }: { citation: string }) {
  const { t } = useTranslation("chat");
  const { getToken } = useAuth();
  const extension = citationExtension(citation);
  const url = citationUrl(citation);
  const fileUrl = url.split("#")[0] ?? url;
  const fileName = citation.split("#")[0]?.split("/").at(-1) ?? citation;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  useEffect(() => {
    let objectUrl: string | null = null;
    let active = true;
    setLoaded({ state: "loading" });
    (async () => {
      const token = await getToken();
      const response = await apiFetch(citationPath(citation), { token, accept: "*/*" });
      const blob = presentableBlob(await response.blob(), extension);
      const text = extension === "md" ? await blob.text() : null;
      objectUrl = URL.createObjectURL(blob);
      if (active) setLoaded({ state: "ready", objectUrl, text });
    })().catch((error: unknown) => {
      console.error(error);
      if (active) setLoaded({ state: "failed" });
    });
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [citation, extension, getToken]);

  const download = (href: string) => (
    <a
      href={href}
      download={fileName}
      data-testid="citation-download"
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <DownloadIcon />
      {t("panel.download")}
    </a>
  );

  if (loaded.state === "loading") {
    return (
      <p className="text-sm text-muted-foreground" data-testid="citation-loading">
        {t("panel.loading")}
      </p>
    );
  }
  if (extension === "md") {
    if (loaded.state === "failed") {
      return (
        <div role="alert" data-testid="citation-error" className="flex flex-col items-start gap-2 text-sm">
          <p>{t("panel.markdownFailed")}</p>
          {download(fileUrl)}
        </div>
      );
    }
    return (
      <div className="flex h-full flex-col gap-2" data-testid="citation-markdown">
        <div className="self-end">{download(loaded.objectUrl)}</div>
        {/* A region that scrolls is reached by the keyboard too, as the file it shows. */}
        <section
          aria-label={citation}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
          tabIndex={0}
          className="min-h-0 flex-1 overflow-auto rounded-md border p-3"
        >
          <Markdown>{loaded.text ?? ""}</Markdown>
        </section>
      </div>
    );
  }
  if (loaded.state === "failed") {
    return (
      <div role="alert" data-testid="citation-error" className="text-sm">
        {t("panel.fileFailed")}
      </div>
    );
  }
  if (extension === "png") {
    return <img data-testid="citation-image" src={loaded.objectUrl} alt={citation} className="max-w-full" />;
  }
  const page = citationPage(citation);
  const sandboxed = presentationOf(extension) !== "pdf";
  return (
    <iframe
      data-testid="citation-frame"
      title={citation}
      sandbox={sandboxed ? USER_CONTENT_SANDBOX : undefined}
      src={page ? `${loaded.objectUrl}#page=${page}` : loaded.objectUrl}
      className="h-full w-full rounded-md border"
    />
  );
}
