import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BlogPost } from "#schemas/blog";
import { PostCard } from "./post-card";
import { relatedPostsQuery } from "./posts";

export function RelatedPosts({ post }: { post: BlogPost }) {
  const { t } = useTranslation("blog");
  const { data } = useQuery(relatedPostsQuery(post.category, post.id));
  if (!data?.length) return null;
  return (
    <section className="mt-16 border-t pt-10" aria-labelledby="related-heading" data-testid="related-posts">
      <h2 id="related-heading" className="text-xl font-semibold">
        {t("public.related")}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((related) => (
          <PostCard key={related.id} post={related} />
        ))}
      </div>
    </section>
  );
}
