import { NewspaperIcon } from "lucide-react";
import type { BlogPost } from "#schemas/blog";
import { cn } from "@/lib/utils";

/** The featured image, or a calm branded panel when the post has none. */
export function PostImage({ post, className }: { post: BlogPost; className?: string }) {
  if (post.featured_image) {
    return (
      <img
        src={post.featured_image}
        alt=""
        loading="lazy"
        className={cn("w-full bg-muted object-cover", className)}
        data-testid="post-image"
      />
    );
  }
  return (
    <div
      className={cn(
        "grid w-full place-items-center bg-gradient-to-br from-primary/15 via-accent to-brand/25 text-primary/60",
        className,
      )}
    >
      <NewspaperIcon aria-hidden className="size-10" />
    </div>
  );
}
