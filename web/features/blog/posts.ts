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
} from "#schemas/blog";
import { apiRequest, apiUpload } from "@/lib/api-client";
import { queryString } from "./public-posts";

type GetToken = () => Promise<string | null>;

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
