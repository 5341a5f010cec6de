import { createFileRoute } from "@tanstack/react-router";
import { PostEditor } from "@/features/blog/post-editor";

export const Route = createFileRoute("/_app/blog/manage/new")({ component: () => <PostEditor /> });
