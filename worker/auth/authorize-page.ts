import { html } from "hono/html";
import { localeTexts } from "../locale-texts";
import type { DemoUser } from "./demo-users";

/** The built-in provider's sign-in page: pick a demo user. Plain HTML; it opens in the sign-in popup. */
export function authorizePage(params: Record<string, string>, users: DemoUser[], language: string) {
  const t = localeTexts(language, "signin");
  const hidden = Object.entries(params).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f4f6fb; color: #14213d; margin: 0; display: grid; place-items: center; min-height: 100vh; }
      main { background: #fff; border-radius: 12px; box-shadow: 0 8px 30px rgb(20 33 61 / 0.12); padding: 28px; width: min(420px, 92vw); }
      h1 { font-size: 1.25rem; margin: 0 0 4px; }
      p { color: #4a5568; margin: 0 0 20px; font-size: 0.9rem; }
      button { display: flex; width: 100%; text-align: left; gap: 12px; align-items: center; border: 1px solid #d9deea; background: #fff; border-radius: 10px; padding: 12px 14px; margin-bottom: 10px; cursor: pointer; font: inherit; }
      button:hover, button:focus-visible { border-color: #1d4ed8; outline: none; background: #f0f5ff; }
      .avatar { width: 36px; height: 36px; border-radius: 50%; background: #1d4ed8; color: #fff; display: grid; place-items: center; font-weight: 600; }
      small { display: block; color: #6b7280; }
      footer { font-size: 0.75rem; color: #6b7280; margin-top: 12px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${t.title}</h1>
      <p>${t.subtitle}</p>
      <form method="post">
        ${hidden}
        ${users.map(
          (
            user,
          ) => html`<button type="submit" name="login_hint" value="${user.email}" data-testid="signin-${user.email}">
            <span class="avatar">${user.name.charAt(0)}</span>
            <span>${user.name}<small>${user.email} · ${user.groups.join(", ")}</small></span>
          </button>`,
        )}
      </form>
      <footer>${t.footer}</footer>
    </main>
  </body>
</html>`;
}
