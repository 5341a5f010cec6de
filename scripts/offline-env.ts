import path from "node:path";

/** Keeps wrangler, vite and vitest off the network: no telemetry, no account look-ups. */
export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG_SANITIZE: "true",
    XDG_CONFIG_HOME: path.resolve(".xdg-config"),
    ...extra,
  };
}

export const bin = (name: string) => path.resolve("node_modules", ".bin", name);
