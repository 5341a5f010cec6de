import { createFileRoute } from "@tanstack/react-router";
import { PostEditor } from "./-components/post-editor";

export const Route = createFileRoute("/_app/blog/manage/new")({ component: () => <PostEditor /> });
