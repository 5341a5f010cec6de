import { Hono } from "hono";
import { analyseRisks, calculateMortgage, calculationRequestSchema, riskRequestSchema } from "../../domain/mortgage";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/authenticate";
import { jsonBody } from "../validate";

/** POST /api/mortgage/calculate: the 2026 norms engine, the same code the SPA runs. */
export const mortgageRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/calculate", async (c) => {
    const request = await jsonBody(c, calculationRequestSchema);
    return c.json(calculateMortgage(request));
  })
  /** POST /api/mortgage/risks: the risk analysis of a calculation (retirement, death, disability, unemployment). */
  .post("/risks", async (c) => {
    const { calculation, options } = await jsonBody(c, riskRequestSchema);
    return c.json(analyseRisks(calculation, options));
  });
