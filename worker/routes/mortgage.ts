import { Hono } from "hono";
import { calculateMortgage, calculationRequestSchema } from "../../domain/mortgage";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/authenticate";
import { jsonBody } from "../validate";

/** POST /api/mortgage/calculate: the 2026 norms engine, the same code the SPA runs. */
export const mortgageRoutes = new Hono<AppEnv>().use(requireUser).post("/calculate", async (c) => {
  const request = await jsonBody(c, calculationRequestSchema);
  return c.json(calculateMortgage(request));
});
