import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "./app-error";
import { devProvider } from "./auth/dev-provider";
import type { AppEnv } from "./env";
import { withContentSecurityPolicy } from "./http/content-security-policy";
import { errorResponse } from "./http/error-response";
import { refuseDevAuthOutsideLocal } from "./http/local-only-auth";
import { authenticate } from "./middleware/authenticate";
import { limitBodySize } from "./middleware/body-limit";
import { withSettings } from "./middleware/settings";
import { blogPageRoutes, blogRoutes } from "./routes/blog";
import { chatRoutes } from "./routes/chat";
import { chatHistoryRoutes } from "./routes/chat-history";
import { configRoutes } from "./routes/config";
import { contactMessageRoutes, contactRoutes } from "./routes/contact";
import { filesRoutes } from "./routes/files";
import { meRoutes } from "./routes/me";
import { mortgageRoutes } from "./routes/mortgage";
import { mortgageReportRoutes } from "./routes/mortgage-reports";
import { speechRoutes } from "./routes/speech";
import { voiceRoutes } from "./routes/voice";
import { borrowerItemsRoutes, borrowersRoutes, workspaceRoutes } from "./routes/workspace";

const wantsPage = (request: Request) =>
  request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/html");

export const app = new Hono<AppEnv>()
  .use(requestId())
  .use(secureHeaders({ crossOriginOpenerPolicy: "same-origin-allow-popups" }))
  .use(withSettings)
  .use(withContentSecurityPolicy)
  .use(refuseDevAuthOutsideLocal)
  .use(limitBodySize)
  .route("/oidc", devProvider)
  .use(authenticate)
  .get("/", async (c, next) => {
    // A visit that starts at the landing page gets its light entry (web/landing.html): no router, no
    // TanStack Query. Its links are full page loads into the SPA (index.html, below in notFound).
    if (!wantsPage(c.req.raw)) return next();
    const page = await c.env.ASSETS.fetch(new Request(new URL("/landing", c.req.url), c.req.raw));
    // Asset responses have immutable headers; copy so the secure-headers middleware can add its own.
    return new Response(page.body, page);
  })
  .get("/index.html", async (c) => {
    // The service worker precaches the app's shell under this name (vite.config.ts, workbox) and answers the
    // signed-in app's navigations with it offline; it asks without `Accept: text/html`, so answer by name.
    const page = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: { accept: "text/html" } }));
    return new Response(page.body, page);
  })
  .route("/", configRoutes)
  .route("/api/me", meRoutes)
  .route("/api/mortgage", mortgageRoutes)
  .route("/contact", contactRoutes)
  .route("/api/contact-messages", contactMessageRoutes)
  .route("/api/voice", voiceRoutes)
  .route("/speech", speechRoutes)
  .route("/", chatRoutes)
  .route("/", filesRoutes)
  .route("/chat_history", chatHistoryRoutes)
  .route("/api/workspace", workspaceRoutes)
  .route("/api/borrower", borrowerItemsRoutes)
  .route("/api/borrowers", borrowersRoutes)
  .route("/api/borrowers", mortgageReportRoutes)
  .route("/blog", blogRoutes)
  .route("/resources/blog", blogPageRoutes);

app.onError((error, c) => errorResponse(c, error));

app.notFound(async (c) => {
  // A page navigation the asset router did not answer (a deep link with an Accept header) gets the SPA.
  if (wantsPage(c.req.raw)) {
    const page = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), c.req.raw));
    // Asset responses have immutable headers; copy so the secure-headers middleware can add its own.
    return new Response(page.body, page);
  }
  return errorResponse(c, new AppError("NOT_FOUND"));
});
