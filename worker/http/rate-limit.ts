import { AppError } from "../app-error";

/** Cloudflare's rate-limiting binding (wrangler.toml `[[ratelimits]]`), the part this Worker uses. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * The caller's network address as Cloudflare's edge sets it. Only `cf-connecting-ip` counts: the edge overwrites
 * it on every request, while X-Forwarded-For, X-Real-IP and the like are whatever the client wrote.
 */
export const clientAddress = (request: Request) => request.headers.get("cf-connecting-ip") ?? "unknown";

/**
 * Counts one request against `key` and answers 429 once the binding's limit for its period is reached. A Worker
 * configured without the binding (an old wrangler.toml) is not limited.
 */
export async function enforceRateLimit(limiter: unknown, key: string) {
  if (!isRateLimiter(limiter)) return;
  const { success } = await limiter.limit({ key });
  if (!success) throw new AppError("RATE_LIMITED");
}

const isRateLimiter = (value: unknown): value is RateLimiter =>
  typeof value === "object" && value !== null && typeof (value as RateLimiter).limit === "function";
