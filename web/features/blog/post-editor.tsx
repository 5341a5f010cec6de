import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeftIcon, ExternalLinkIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type BlogPost,
  type BlogPostInput,
  type BlogStatus,
  blogCategories,
  blogLimits,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_CATEGORY,
  makeExcerpt,
  parseTags,
  slugify,
} from "#schemas/blog";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "./confirm-delete";
import { Notice, type NoticeState, useNotice } from "./notice";
import { blogQueryKey, blogTaxonomyQuery, createPost, deletePost, updatePost, uploadImage } from "./posts";
import { RichTextEditor } from "./rich-text-editor";

interface Draft {
  title: string;
  slug: string;
  slugEdited: boolean;
  excerpt: string;
  content: string;
  featuredImage: string;
  category: string;
  tags: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

const draftOf = (post?: BlogPost): Draft => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  slugEdited: Boolean(post),
  excerpt: post?.excerpt ?? "",
  content: post?.content ?? "",
  featuredImage: post?.featured_image ?? "",
  category: post?.category ?? DEFAULT_BLOG_CATEGORY,
  tags: post?.tags.join(", ") ?? "",
  metaTitle: post?.meta_title ?? "",
  metaDescription: post?.meta_description ?? "",
  keywords: post?.keywords.join(", ") ?? "",
});

const inputClass = "h-9 w-full rounded-md border border-input bg-background px-3 text-sm";

function Field({
  label,
  hint,
  children,
  htmlFor,
}: {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The blog editor for a new post (no `post`) or an existing one. */
export function PostEditor({ post, initialNotice }: { post?: BlogPost; initialNotice?: NoticeState }) {
  const { t } = useTranslation("blog");
  const { getToken, accountName } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taxonomy = useQuery(blogTaxonomyQuery);
  const { notice, success, error } = useNotice(initialNotice);
  const [draft, setDraft] = useState(() => draftOf(post));
  const [titleMissing, setTitleMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const toInput = (status: BlogStatus): BlogPostInput => ({
    title: draft.title.trim(),
    slug: draft.slug.trim() || slugify(draft.title),
    content: draft.content,
    excerpt: draft.excerpt.trim() || makeExcerpt(draft.content),
    tags: parseTags(draft.tags),
    category: (blogCategories as readonly string[]).includes(draft.category)
      ? (draft.category as BlogPostInput["category"])
      : DEFAULT_BLOG_CATEGORY,
    featured_image: draft.featuredImage.trim() || null,
    status,
    meta_title: draft.metaTitle.trim() || null,
    meta_description: draft.metaDescription.trim() || null,
    keywords: parseTags(draft.keywords),
  });

  const save = useMutation({
    mutationFn: (status: BlogStatus) =>
      post ? updatePost(post.id, toInput(status), getToken) : createPost(toInput(status), getToken),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: blogQueryKey });
      setDraft(draftOf(saved));
      const text = saved.status === "published" ? t("editor.publishedOk") : t("editor.saved");
      success(text);
      // The edit page is another component: the notice goes with the navigation, or it would vanish with this one.
      if (!post) {
        await navigate({
          to: "/blog/manage/edit/$id",
          params: { id: saved.id },
          replace: true,
          state: (previous) => ({ ...previous, blogNotice: { kind: "success", text } }),
        });
      }
    },
    onError: (failure, status) =>
      error(
        status === "published" ? t("editor.publishError") : t("editor.saveError"),
        `${post ? t("api.updateFailed") : t("api.createFailed")}: ${messageOf(failure) ?? ""}`,
      ),
  });
  const remove = useMutation({
    mutationFn: () => deletePost(post?.id ?? "", getToken),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: blogQueryKey });
      success(t("editor.deleted"));
      await navigate({ to: "/blog/manage" });
    },
    onError: (failure) => error(t("editor.deleteError"), messageOf(failure)),
  });

  const submit = (status: BlogStatus) => {
    if (!draft.title.trim()) {
      setTitleMissing(true);
      return;
    }
    setTitleMissing(false);
    save.mutate(status);
  };

  const upload = async (file: File): Promise<string | null> => {
    setProgress(0);
    try {
      const stored = await uploadImage(file, getToken, setProgress);
      return stored.url;
    } catch (failure) {
      error(t("editor.uploadFailed", { reason: messageOf(failure) ?? t("manager.unknownError") }));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const excerptPreview = makeExcerpt(draft.content);
  const suggestions = (taxonomy.data?.tags ?? []).filter((tag) => !parseTags(draft.tags).includes(tag)).slice(0, 8);

  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <Link to="/blog/manage" className="inline-flex items-center gap-1 text-sm text-primary">
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t("editor.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{post ? t("editor.editTitle") : t("editor.newTitle")}</h1>
        <div className="flex flex-wrap gap-2">
          {post?.status === "published" && (
            <Button asChild variant="ghost">
              <Link to="/resources/blog/$slug" params={{ slug: post.slug }}>
                <ExternalLinkIcon aria-hidden />
                {t("editor.view")}
              </Link>
            </Button>
          )}
          {post && (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setConfirming(true)}
              data-testid="editor-delete"
            >
              <Trash2Icon aria-hidden />
              {t("editor.delete")}
            </Button>
          )}
          <Button variant="outline" disabled={save.isPending} onClick={() => submit("draft")} data-testid="save-draft">
            {t("editor.saveDraft")}
          </Button>
          <Button disabled={save.isPending} onClick={() => submit("published")} data-testid="publish">
            {t("editor.publish")}
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <Notice notice={notice} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-5">
          <Field label={t("editor.title")} htmlFor={field("title")}>
            <input
              id={field("title")}
              value={draft.title}
              required
              aria-invalid={titleMissing}
              onChange={(event) =>
                set({ title: event.target.value, ...(draft.slugEdited ? {} : { slug: slugify(event.target.value) }) })
              }
              className={`${inputClass} h-11 text-lg font-medium`}
              data-testid="post-title-input"
            />
            {titleMissing && (
              <p role="alert" className="text-sm text-red-700">
                {t("editor.titleRequired")}
              </p>
            )}
          </Field>
          <Field label={t("editor.slug")} hint={t("editor.slugHint")} htmlFor={field("slug")}>
            <input
              id={field("slug")}
              value={draft.slug}
              onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
              onBlur={() => set({ slug: slugify(draft.slug) })}
              className={`${inputClass} font-mono`}
              data-testid="post-slug-input"
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t("editor.content")}</span>
            <RichTextEditor
              value={draft.content}
              onChange={(content) => set({ content })}
              onUpload={upload}
              uploading={progress !== null}
            />
            {progress !== null && <UploadProgress value={progress} />}
          </div>
          <Field label={t("editor.excerpt")} hint={t("editor.excerptHint")} htmlFor={field("excerpt")}>
            <textarea
              id={field("excerpt")}
              value={draft.excerpt}
              placeholder={excerptPreview}
              rows={3}
              onChange={(event) => set({ excerpt: event.target.value })}
              className="rounded-md border border-input bg-background px-3 py-2 text-sm"
              data-testid="post-excerpt-input"
            />
          </Field>
        </div>

        <aside className="flex flex-col gap-5">
          <div className="rounded-xl border p-4 text-sm">
            <p className="text-muted-foreground">{t("editor.author")}</p>
            <p className="font-medium" data-testid="post-author-name">
              {post?.author_email?.split("@")[0] || accountName || DEFAULT_BLOG_AUTHOR}
            </p>
            <p className="mt-3 text-muted-foreground">{t("editor.status")}</p>
            <p className="font-medium" data-testid="post-status">
              {t(`manager.status.${post?.status ?? "draft"}`)}
            </p>
          </div>
          <Field label={t("editor.category")} htmlFor={field("category")}>
            <select
              id={field("category")}
              value={draft.category}
              onChange={(event) => set({ category: event.target.value })}
              className={inputClass}
              data-testid="post-category-input"
            >
              {blogCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("editor.tags")}
            htmlFor={field("tags")}
            hint={
              <>
                {t("editor.tagsHint")}
                {suggestions.length > 0 && (
                  <span className="mt-1.5 flex flex-wrap gap-1">
                    <span className="sr-only">{t("editor.suggestedTags")}:</span>
                    {suggestions.map((tag) => (
                      <button
                        key={tag}
                        type="button"
                        className="rounded border px-1.5 py-0.5 hover:bg-accent"
                        onClick={() => set({ tags: [...parseTags(draft.tags), tag].join(", ") })}
                      >
                        +{tag}
                      </button>
                    ))}
                  </span>
                )}
              </>
            }
          >
            <input
              id={field("tags")}
              value={draft.tags}
              onChange={(event) => set({ tags: event.target.value })}
              className={inputClass}
              data-testid="post-tags-input"
            />
          </Field>
          <FeaturedImage
            value={draft.featuredImage}
            onChange={(featuredImage) => set({ featuredImage })}
            onUpload={upload}
            id={field("image")}
          />
          <fieldset className="flex flex-col gap-4 rounded-xl border p-4">
            <legend className="px-1 text-sm font-semibold">{t("editor.seo")}</legend>
            <Field label={t("editor.metaTitle")} htmlFor={field("meta-title")}>
              <input
                id={field("meta-title")}
                value={draft.metaTitle}
                placeholder={draft.title}
                onChange={(event) => set({ metaTitle: event.target.value })}
                className={inputClass}
              />
            </Field>
            <Field
              label={t("editor.metaDescription")}
              htmlFor={field("meta-description")}
              hint={t("editor.metaCount", { count: draft.metaDescription.length })}
            >
              <textarea
                id={field("meta-description")}
                value={draft.metaDescription}
                maxLength={blogLimits.metaDescriptionLength}
                rows={3}
                onChange={(event) =>
                  set({ metaDescription: event.target.value.slice(0, blogLimits.metaDescriptionLength) })
                }
                className="rounded-md border border-input bg-background px-3 py-2 text-sm"
                data-testid="post-meta-description-input"
              />
            </Field>
            <Field label={t("editor.keywords")} hint={t("editor.keywordsHint")} htmlFor={field("keywords")}>
              <input
                id={field("keywords")}
                value={draft.keywords}
                onChange={(event) => set({ keywords: event.target.value })}
                className={inputClass}
              />
            </Field>
          </fieldset>
        </aside>
      </div>

      <ConfirmDelete
        open={confirming}
        title={draft.title}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </div>
  );
}

function UploadProgress({ value }: { value: number }) {
  const { t } = useTranslation("blog");
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" data-testid="upload-progress">
      <progress max={100} value={percent} className="h-2 flex-1 accent-primary" aria-label={t("editor.uploadImage")} />
      {t("editor.uploading", { percent })}
    </div>
  );
}

function FeaturedImage({
  value,
  onChange,
  onUpload,
  id,
}: {
  value: string;
  onChange: (url: string) => void;
  onUpload: (file: File) => Promise<string | null>;
  id: string;
}) {
  const { t } = useTranslation("blog");
  return (
    <Field label={t("editor.featuredImage")} htmlFor={id}>
      {value && <img src={value} alt="" className="aspect-video w-full rounded-md border object-cover" />}
      <input
        id={id}
        value={value}
        placeholder={t("editor.featuredImageUrl")}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        data-testid="post-image-input"
      />
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <label>
            <UploadIcon aria-hidden />
            {t("editor.uploadImage")}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              data-testid="featured-upload-input"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (!file) return;
                const url = await onUpload(file);
                if (url) onChange(url);
              }}
            />
          </label>
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            {t("editor.removeImage")}
          </Button>
        )}
      </div>
    </Field>
  );
}
