import { queryOptions } from "@tanstack/react-query";
import { blogLimits } from "#schemas/blog-limits";
import { deriveTaxonomy, fallbackCategories, fallbackTags } from "#schemas/blog-text";
import { ApiError, apiRequest } from "@/lib/api-client";
import { readBlogList, readBlogPost } from "./read-posts";

// The public blog's queries, without zod (the public pages load none); the manager's are in posts.ts.
const blogListParser = { parse: readBlogList };
const blogPostParser = { parse: readBlogPost };

export const queryString = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

export interface PublicListParams {
  q?: string;
  category?: string;
  count?: number;
}

/** The public list: search when there is a query, else the newest published posts. */
export const publicPostsQuery = ({ q, category, count = blogLimits.publicPageSize }: PublicListParams) =>
  queryOptions({
    queryKey: ["blog", "public", "list", { q: q ?? "", category: category ?? "", count }],
    queryFn: ({ signal }) =>
      q?.trim()
        ? apiRequest(`/blog/search${queryString({ q, category, limit: count })}`, blogListParser, { signal })
        : apiRequest(`/blog/posts${queryString({ category, count })}`, blogListParser, { signal }),
    staleTime: 60_000,
  });

export const publicPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ["blog", "public", "post", slug],
    queryFn: ({ signal }) => apiRequest(`/blog/posts/${encodeURIComponent(slug)}`, blogPostParser, { signal }),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Up to three other published posts of the same category. */
export const relatedPostsQuery = (category: string, excludeId: string) =>
  queryOptions({
    queryKey: ["blog", "public", "related", category, excludeId],
    queryFn: async ({ signal }) => {
      const list = await apiRequest(
        `/blog/posts${queryString({ category, count: blogLimits.relatedPosts + 1 })}`,
        blogListParser,
        { signal },
      );
      return list.items.filter((post) => post.id !== excludeId).slice(0, blogLimits.relatedPosts);
    },
    staleTime: 60_000,
  });

/** Spec section 7: derived from up to 100 published posts, with fixed lists when that fails. */
export const blogTaxonomyQuery = queryOptions({
  queryKey: ["blog", "public", "taxonomy"],
  queryFn: async ({ signal }) => {
    try {
      const list = await apiRequest(`/blog/posts${queryString({ count: blogLimits.taxonomySource })}`, blogListParser, {
        signal,
      });
      const derived = deriveTaxonomy(list.items);
      return {
        categories: derived.categories.length ? derived.categories : [...fallbackCategories],
        tags: derived.tags.length ? derived.tags : [...fallbackTags],
      };
    } catch {
      return { categories: [...fallbackCategories], tags: [...fallbackTags] };
    }
  },
  staleTime: 5 * 60_000,
});
