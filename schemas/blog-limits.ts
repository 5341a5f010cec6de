/* Without zod: the blog list's search parameters are read in the entry chunk every page downloads. */

/** Spec section 9. */
export const blogLimits = {
  readWordsPerMinute: 200,
  excerptLength: 160,
  metaDescriptionLength: 160,
  publicPageSize: 10,
  defaultListLimit: 20,
  maxListLimit: 100,
  relatedPosts: 3,
  tagsOnCard: 3,
  managerPageSize: 50,
  taxonomySource: 100,
  titleLength: 200,
  contentLength: 200_000,
} as const;
