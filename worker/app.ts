import { type Context, Hono } from "hono";
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

/** Every API resource, under /api: a path names either the API or a page, never both. */
const api = new Hono<AppEnv>()
  .route("/", configRoutes)
  .route("/me", meRoutes)
  .route("/mortgage", mortgageRoutes)
  .route("/contact", contactRoutes)
  .route("/contact-messages", contactMessageRoutes)
  .route("/voice", voiceRoutes)
  .route("/speech", speechRoutes)
  .route("/", chatRoutes)
  .route("/", filesRoutes)
  .route("/chat_history", chatHistoryRoutes)
  .route("/workspace", workspaceRoutes)
  .route("/borrower", borrowerItemsRoutes)
  .route("/borrowers", borrowersRoutes)
  .route("/borrowers", mortgageReportRoutes)
  .route("/blog", blogRoutes);

/**
 * The product spec's paths (section 8: /auth_setup, /config, /chat, /ask, /speech, /content, the file calls,
 * /chat_history and /blog), kept as aliases of the same routes for clients written against the spec, and so the
 * blog images already linked from posts (/blog/images/...) keep loading. None of them is a page path for GET.
 */
const specAliases = new Hono<AppEnv>()
  .route("/", configRoutes)
  .route("/", chatRoutes)
  .route("/speech", speechRoutes)
  .route("/", filesRoutes)
  .route("/chat_history", chatHistoryRoutes)
  .route("/blog", blogRoutes);

/** Paths that never name a page: an unknown one is a JSON 404, not the SPA. */
const notAPage = /^\/(api|oidc)(\/|$)/;

/** The built page `assetPath` as this Worker hands it out (with the Content-Security-Policy and secure headers). */
async function builtPage(c: Context<AppEnv>, assetPath: string) {
  const page = await c.env.ASSETS.fetch(
    new Request(new URL(assetPath, c.req.url), { headers: { accept: "text/html" } }),
  );
  // Asset responses have immutable headers; copy so the secure-headers middleware can add its own.
  return new Response(page.body, page);
}

export const app = new Hono<AppEnv>()
  .use(requestId())
  .use(secureHeaders({ crossOriginOpenerPolicy: "same-origin-allow-popups" }))
  .use(withSettings)
  .use(withContentSecurityPolicy)
  .use(refuseDevAuthOutsideLocal)
  .use(limitBodySize)
  .route("/oidc", devProvider)
  .use(authenticate)
  .route("/api", api)
  .route("/", specAliases)
  // A visit that starts at the landing page gets its light entry (web/landing.html): no router, no TanStack
  // Query. Its links are full page loads into the SPA.
  .get("/", (c) => builtPage(c, "/landing"))
  // The service worker precaches the app's shell under this name (vite.config.ts, workbox) and answers the
  // signed-in app's navigations with it offline.
  .get("/index.html", (c) => builtPage(c, "/"))
  .route("/resources/blog", blogPageRoutes)
  // Every other page path: the SPA, whose router draws the page (or its not-found page).
  .get("*", (c, next) => (notAPage.test(c.req.path) ? next() : builtPage(c, "/")));

app.onError((error, c) => errorResponse(c, error));

app.notFound((c) => errorResponse(c, new AppError("NOT_FOUND")));
