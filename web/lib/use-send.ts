import { useRef, useState } from "react";

type SendState<R> =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "success"; data: R }
  | { status: "error"; error: unknown };

/**
 * One request at a time and its outcome, like TanStack Query's useMutation but without it: the contact form
 * is on the landing page, whose light entry (web/landing.tsx) leaves TanStack Query out. An answer that
 * arrives after reset() is ignored.
 */
export function useSend<V, R>(send: (value: V) => Promise<R>, { onSuccess }: { onSuccess?: (data: R) => void } = {}) {
  const [state, setState] = useState<SendState<R>>({ status: "idle" });
  const attempt = useRef(0);
  const mutate = (value: V) => {
    const current = ++attempt.current;
    setState({ status: "pending" });
    send(value).then(
      (data) => {
        if (current !== attempt.current) return;
        onSuccess?.(data);
        setState({ status: "success", data });
      },
      (error: unknown) => {
        if (current === attempt.current) setState({ status: "error", error });
      },
    );
  };
  const reset = () => {
    attempt.current++;
    setState({ status: "idle" });
  };
  return {
    mutate,
    reset,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
  };
}
