import { queryOptions } from "@tanstack/react-query";
import {
  type BlogPost,
  type BlogPostInput,
  type BlogStatus,
  type BlogUpload,
  blogCategorySchema,
  blogDeleteSchema,
  blogLimits,
  blogListSchema,
  blogPostSchema,
  blogStatsSchema,
  blogUploadSchema,
  DEFAULT_BLOG_CATEGORY,
  deriveTaxonomy,
  fallbackCategories,
  fallbackTags,
} from "#schemas/blog";
import { ApiError, apiRequest, apiUpload } from "@/lib/api-client";

type GetToken = () => Promise<string | null>;

const queryString = (params: Record<string, string | number | boolean | undefined>) => {
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
        ? apiRequest(`/blog/search${queryString({ q, category, limit: count })}`, blogListSchema, { signal })
        : apiRequest(`/blog/posts${queryString({ category, count })}`, blogListSchema, { signal }),
    staleTime: 60_000,
  });

export const publicPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ["blog", "public", "post", slug],
    queryFn: ({ signal }) => apiRequest(`/blog/posts/${encodeURIComponent(slug)}`, blogPostSchema, { signal }),
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
        blogListSchema,
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
      const list = await apiRequest(`/blog/posts${queryString({ count: blogLimits.taxonomySource })}`, blogListSchema, {
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

export interface ManagerListParams {
  q?: string;
  status?: "published" | "draft";
  category?: string;
  page: number;
}

export const managerPostsQuery = (params: ManagerListParams, getToken: GetToken) =>
  queryOptions({
    queryKey: ["blog", "admin", "list", params],
    queryFn: async ({ signal }) =>
      apiRequest(
        `/blog/admin/posts${queryString({
          q: params.q,
          status: params.status,
          category: params.category,
          count: blogLimits.managerPageSize,
          offset: (params.page - 1) * blogLimits.managerPageSize,
        })}`,
        blogListSchema,
        { token: await getToken(), signal },
      ),
  });

export const blogStatsQuery = (getToken: GetToken) =>
  queryOptions({
    queryKey: ["blog", "admin", "stats"],
    queryFn: async ({ signal }) =>
      apiRequest("/blog/admin/stats", blogStatsSchema, { token: await getToken(), signal }),
  });

export const adminPostQuery = (id: string, getToken: GetToken) =>
  queryOptions({
    queryKey: ["blog", "admin", "post", id],
    queryFn: async ({ signal }) =>
      apiRequest(`/blog/admin/posts/${encodeURIComponent(id)}`, blogPostSchema, { token: await getToken(), signal }),
    retry: false,
  });

export const createPost = async (input: BlogPostInput, getToken: GetToken) =>
  apiRequest("/blog", blogPostSchema, { method: "POST", body: input, token: await getToken() });

export const updatePost = async (id: string, input: BlogPostInput, getToken: GetToken) =>
  apiRequest(`/blog/admin/posts/${encodeURIComponent(id)}`, blogPostSchema, {
    method: "PUT",
    body: input,
    token: await getToken(),
  });

export const deletePost = async (id: string, getToken: GetToken) =>
  apiRequest(`/blog/admin/posts/${encodeURIComponent(id)}`, blogDeleteSchema, {
    method: "DELETE",
    token: await getToken(),
  });

/** POST /blog/upload with upload progress (fetch cannot report it, XMLHttpRequest can). */
export async function uploadImage(
  file: File,
  getToken: GetToken,
  onProgress: (fraction: number) => void,
): Promise<BlogUpload> {
  const form = new FormData();
  form.append("image", file);
  const uploaded = await apiUpload("/blog/upload", form, blogUploadSchema, {
    token: await getToken(),
    onProgress: (percent) => onProgress(percent / 100),
  });
  onProgress(1);
  return uploaded;
}

/** Everything cached about the blog, public and admin, after a write. */
export const blogQueryKey = ["blog"] as const;

/** The write body that keeps a post as it is except for its status (the manager's Publish/Unpublish). */
export const inputWithStatus = (post: BlogPost, status: BlogStatus): BlogPostInput => ({
  title: post.title,
  slug: post.slug,
  content: post.content,
  excerpt: post.excerpt,
  tags: post.tags,
  category: blogCategorySchema.catch(DEFAULT_BLOG_CATEGORY).parse(post.category),
  featured_image: post.featured_image,
  status,
  meta_title: post.meta_title,
  meta_description: post.meta_description,
  keywords: post.keywords,
});
