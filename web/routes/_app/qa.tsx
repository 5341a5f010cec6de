import { createFileRoute } from "@tanstack/react-router";
import { configQuery } from "@/lib/queries";
import { ChatScreen } from "./-components/chat/chat-screen";

export const Route = createFileRoute("/_app/qa")({
  staticData: { handlesLoggedOut: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: () => <ChatScreen mode="ask" />,
});
