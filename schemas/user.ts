import { z } from "zod";

/** GET /api/me: the verified user behind the bearer token. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  claims: z.record(z.string(), z.unknown()),
});
export type Me = z.infer<typeof meSchema>;
