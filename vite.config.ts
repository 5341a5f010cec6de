import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = (...parts: string[]) => path.resolve(import.meta.dirname, ...parts);

/** The signed-in app's page paths (web/routes/_app): the only navigations the service worker answers. */
const appPages = /^\/(dashboard|chat|qa|development|mortgage|borrowers|calculator|blog\/manage|contact-messages)(\/|$)/;

/** The SPA is built to dist/client, which wrangler serves as static assets in front of the Worker. */
export default defineConfig({
  root: here("web"),
  envDir: here(),
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders load with their route, so what they import (queries, zod schemas) stays out of the
        // entry chunk. The landing page keeps its one-line loader in the entry: it starts the texts' download.
        splitBehavior: ({ routeId }) => (routeId === "/_public/" ? [["component"]] : undefined),
        defaultBehavior: [["loader"], ["component"], ["pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
      },
      routesDirectory: here("web/routes"),
      generatedRouteTree: here("web/route-tree.gen.ts"),
      routeFileIgnorePattern: "-components",
    }),
    react(),
    tailwindcss(),
    VitePWA({
      // The app registers the worker itself once an adviser is signed in (web/pwa/), as part of the bundle:
      // no inline script, and the public site's visitors get no service worker.
      injectRegister: false,
      registerType: "prompt",
      filename: "sw.js",
      manifest: {
        name: "Adviesdesk",
        short_name: "Adviesdesk",
        description: "Document-grounded AI for Dutch mortgage advisers.",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        theme_color: "#1d3a8a",
        background_color: "#ffffff",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        // The shell and every route's code, so a page never opened before still opens offline.
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        // The light landing entry and the sign-in callback are full pages of their own, never the offline shell.
        globIgnores: ["landing.html", "auth-callback.html"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        inlineWorkboxRuntime: true,
        // The first install takes over the open tab, so the page just signed into already works offline; later
        // versions wait for the adviser (registerType "prompt").
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Only the signed-in app's pages get the cached shell; everything else (API, /oidc, files, the public
        // site) goes to the network untouched, so no user's data is ever kept in the worker's caches.
        navigateFallback: "/index.html",
        navigateFallbackAllowlist: [appPages],
        runtimeCaching: [
          {
            // The sign-in setup and the feature flags are the same for everyone and the app cannot start
            // without them: the network's answer when there is one, the last one offline.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname === "/api/auth_setup" || url.pathname === "/api/config"),
            handler: "NetworkFirst",
            options: { cacheName: "app-setup", networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: { "@": here("web"), "#schemas": here("schemas"), "#domain": here("domain"), "#locales": here("locales") },
  },
  build: {
    outDir: here("dist/client"),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: here("web/index.html"),
        landing: here("web/landing.html"),
        authCallback: here("web/auth-callback.html"),
      },
      output: {
        codeSplitting: {
          /*
           * The landing page in three files instead of forty: every page runs the same framework code, and
           * the public pages' own code (with what it imports) is fetched with it, so the first visit does not
           * discover its modules one request at a time. The signed-in app's code stays in its own chunks.
           */
          groups: [
            {
              // What every page runs, the light landing entry (web/landing.html) included.
              name: "framework",
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
            },
            {
              // The SPA's router: the landing entry runs without it.
              name: "router",
              priority: 2,
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
            },
            {
              // TanStack Query: the SPA's, and the landing page's voice demo (loaded when it comes near).
              name: "query",
              priority: 2,
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            {
              // No route files here: they import the router, which the landing entry leaves out.
              name: "public-site",
              priority: 1,
              test: /web[\\/](features[\\/](landing|contact)[\\/]|components[\\/](layout[\\/](public-layout|public-mobile-menu|public-pages|resources-menu)|site-link|language-picker|brand|ui[\\/]button))/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [here()] },
    // `npm run dev`: the API (and the blog images linked from posts) go to `wrangler dev`; pages stay with Vite.
    proxy: {
      "^/(api|oidc|blog/images)/": { target: `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}` },
    },
  },
});
