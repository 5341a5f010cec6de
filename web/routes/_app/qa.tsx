import { createFileRoute } from "@tanstack/react-router";
import { ChatScreen } from "@/features/chat/chat-screen";
import { configQuery } from "@/lib/queries";

export const Route = createFileRoute("/_app/qa")({
  staticData: { handlesLoggedOut: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: () => <ChatScreen mode="ask" />,
});
