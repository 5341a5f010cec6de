import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useAuth } from "./auth-context";

/** Signs in through the popup, then goes to `destination` (a path inside the SPA). */
export function useLoginThen() {
  const { login } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (destination: string) => {
      if (await login()) await navigate({ to: destination });
    },
    [login, navigate],
  );
}
