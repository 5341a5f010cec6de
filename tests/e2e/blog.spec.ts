import { expect, test } from "@playwright/test";
import { AppShell } from "./pages/app-shell";
import { accessToken, BlogEditor } from "./pages/blog";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("the blog", () => {
  test("an adviser writes, saves a draft, publishes; readers find, filter and read it; then unpublish and delete", async ({
    page,
  }) => {
    // One long story (write, draft, publish, read, search, filter, unpublish, delete) on a busy 2-core machine.
    test.setTimeout(120_000);
    const shell = new AppShell(page);
    const editor = new BlogEditor(page);
    const marker = unique();
    const title = `Rentevisie ${marker}: wat doet de hypotheekrente`;

    await page.goto("/blog/manage");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("stat-views-value")).toHaveText("0");
    await page.getByTestId("new-post").click();
    await editor.write({
      title,
      body: "De rente op tien jaar vast daalde deze maand licht. Wat betekent dat voor oversluiters?",
      category: "Mortgage",
      tags: ` rente , ,${marker}, nieuws`,
    });
    await expect(editor.slug).toHaveValue(`rentevisie-${marker}-wat-doet-de-hypotheekrente`);
    await editor.saveDraft();
    await expect(page).toHaveURL(/\/blog\/manage\/edit\/[\w-]+$/);
    // The first save moves to the post's edit page; the notice moves with it.
    await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
    await expect(editor.notice).toHaveText("Post saved successfully!");
    const editUrl = page.url();
    const slug = await editor.slug.inputValue();

    // A draft is not public.
    await page.goto(`/resources/blog/${slug}`);
    await expect(page.getByTestId("post-error")).toContainText("This blog post is not available.");

    await page.goto(editUrl);
    await editor.publish();

    // Read publicly: the post page with its author, read time, tags, share and related posts.
    await page.goto(`/resources/blog/${slug}`);
    await expect(page.getByTestId("post-title")).toHaveText(title);
    await expect(page.getByTestId("post-author")).toHaveText("By anna");
    await expect(page.getByTestId("blog-post")).toContainText("1 min read");
    await expect(page.getByTestId("post-tags")).toContainText(`#${marker}`);
    await expect(page.getByTestId("post-body")).toContainText("De rente op tien jaar vast daalde");
    // The two published demo posts in Mortgage.
    await expect(page.getByTestId("related-posts").getByTestId("blog-card")).toHaveCount(2);
    await expect(page.getByTestId("related-posts").getByTestId("card-category").first()).toHaveText("Mortgage");
    await expect(page).toHaveTitle(`${title} | Adviesdesk`);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByTestId("share-button").click();
    await expect(page.getByTestId("share-status")).toHaveText("URL copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/resources/blog/${slug}`);
    // A denied clipboard is said, with the address to copy by hand, instead of failing silently.
    await page.evaluate(() =>
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
      }),
    );
    await page.getByTestId("share-button").click();
    await expect(page.getByTestId("share-status")).toHaveText(
      `The browser did not allow copying. The address is ${page.url()}`,
    );

    // Opened directly, the HTML already carries the post's Open Graph tags.
    const direct = await page.request.get(`/resources/blog/${slug}`, { headers: { accept: "text/html" } });
    const html = await direct.text();
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(direct.headers().etag).toBeTruthy();

    // Search and filter the public list.
    await page.goto("/resources/blog");
    await expect(page.getByTestId("blog-card")).toHaveCount(6);
    await page.getByTestId("blog-search").fill(marker);
    await page.getByTestId("blog-search").press("Enter");
    await expect(page.getByTestId("blog-card")).toHaveCount(1);
    await expect(page.getByTestId("blog-card")).toContainText(title);
    await expect(page.getByTestId("card-tag")).toHaveCount(3);
    await page.getByTestId("blog-category-filter").selectOption("Tips");
    await expect(page.getByTestId("blog-empty")).toContainText("No blog posts found");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByTestId("blog-card")).toHaveCount(1);
    await expect(page.getByTestId("blog-card")).toContainText("Fixed-rate period");
    await page.getByTestId("blog-category-filter").selectOption("Mortgage");
    await expect(page.getByTestId("blog-card").filter({ hasText: title })).toHaveCount(1);

    // Unpublish from the manager: readers lose it.
    await page.goto(`/blog/manage?q=${marker}`);
    const row = page.getByTestId("manager-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("row-status")).toHaveText("Published");
    await row.getByTestId("row-toggle").click();
    await expect(page.getByTestId("blog-notice")).toHaveText("The post is a draft again.");
    await expect(row.getByTestId("row-status")).toHaveText("Draft");
    const hidden = await page.request.get(`/blog/posts/${slug}`);
    expect(hidden.status()).toBe(404);

    // Delete, after the confirmation.
    await row.getByTestId("row-delete").click();
    await expect(page.getByTestId("confirm-delete")).toContainText("Are you sure you want to delete this post?");
    await page.getByTestId("confirm-delete-yes").click();
    await expect(page.getByTestId("blog-notice")).toHaveText("Post deleted successfully!");
    await expect(page.getByTestId("manager-empty")).toHaveText("No posts found. Create your first post!");
  });

  test("stored XSS payloads never execute in Chromium", async ({ page }) => {
    const shell = new AppShell(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/blog/manage");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("blog-stats")).toBeVisible();
    const token = await accessToken(page);
    const hit = "window.__xss=(window.__xss||0)+1;alert(document.domain)";
    const payloads = [
      `<script>${hit}</script>`,
      `<img src="x" onerror="${hit}">`,
      `<svg onload="${hit}"><circle r="4"/></svg>`,
      `<svg><script>${hit}</script></svg>`,
      `<a href="javascript:${hit}" data-testid="js-link">javascript link</a>`,
      `<a href="JaVaScRiPt&#58;${hit}">encoded link</a>`,
      `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${hit}">entity link</a>`,
      `<p style="background:url(javascript:${hit});width:expression(${hit})">styled</p>`,
      `<iframe src="javascript:${hit}"></iframe><iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
      `<object data="javascript:${hit}"></object><embed src="javascript:${hit}">`,
      `<scr<script>ipt>${hit}</scr</script>ipt>`,
      `<img src=x:alert(1) onerror=eval(src)>`,
      `<details open ontoggle="${hit}">d</details>`,
      `<math><maction actiontype="statusline" xlink:href="javascript:${hit}">m</maction></math>`,
      `<noscript><p title="</noscript><img src=x onerror=${hit}>">`,
      `<form><button formaction="javascript:${hit}">go</button></form>`,
      `<body onload="${hit}">`,
      `<input autofocus onfocus="${hit}">`,
      `<video><source onerror="${hit}"></video>`,
      `<p>Veilige tekst blijft staan.</p>`,
    ];
    const title = `XSS ${unique()}`;
    const created = await page.request.post("/blog", {
      headers: { authorization: `Bearer ${token}` },
      data: { title, content: payloads.join("\n"), status: "published", featured_image: null },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { slug: string; content: string };

    await page.goto(`/resources/blog/${post.slug}`);
    const body = page.getByTestId("post-body");
    await expect(body).toContainText("Veilige tekst blijft staan.");
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await body.getByRole("link", { name: "javascript link" }).click();
    await body.getByText("styled", { exact: true }).hover();
    const dangerous = await body.evaluate((root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll("*")) {
        if (/^(script|iframe|object|embed|svg|math|form|input|video|style|body|details)$/i.test(element.tagName)) {
          found.push(element.tagName);
        }
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name) || attribute.name === "style" || attribute.name === "srcdoc")
            found.push(attribute.name);
          if (/javascript:/i.test(attribute.value)) found.push(attribute.value);
        }
      }
      return found;
    });
    expect(dangerous).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/resources/blog/${post.slug}$`));
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
