import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useLocation } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { PostEditor } from "@/features/blog/post-editor";
import { adminPostQuery } from "@/features/blog/posts";

export const Route = createFileRoute("/_app/blog/manage/edit/$id")({ component: EditPostPage });

function EditPostPage() {
  const { t } = useTranslation("blog");
  const { id } = Route.useParams();
  const { getToken } = useAuth();
  const post = useQuery(adminPostQuery(id, getToken));
  const handedNotice = useLocation({ select: (location) => location.state.blogNotice });
  if (post.isPending) {
    return (
      <p className="p-10 text-center text-muted-foreground" role="status">
        {t("editor.loading")}
      </p>
    );
  }
  if (post.isError) {
    return (
      <div className="p-10 text-center" role="alert" data-testid="editor-load-error">
        <p className="font-medium">{t("editor.loadError")}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("api.fetchPostFailed")}: {post.error.message}
        </p>
        <Link to="/blog/manage" className="mt-4 inline-block text-sm text-primary">
          {t("editor.back")}
        </Link>
      </div>
    );
  }
  // Keyed by id so the form starts fresh for another post but keeps its state (and alert) across its own saves.
  return <PostEditor key={post.data.id} post={post.data} initialNotice={handedNotice} />;
}
