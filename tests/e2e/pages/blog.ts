import { expect, type Locator, type Page } from "@playwright/test";

/** The blog manager and editor as an adviser uses them. */
export class BlogEditor {
  readonly title: Locator;
  readonly slug: Locator;
  readonly content: Locator;
  readonly category: Locator;
  readonly tags: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId("post-title-input");
    this.slug = page.getByTestId("post-slug-input");
    this.content = page.getByTestId("content-editor");
    this.category = page.getByTestId("post-category-input");
    this.tags = page.getByTestId("post-tags-input");
    this.notice = page.getByTestId("blog-notice");
  }

  async write({ title, body, category, tags }: { title: string; body: string; category: string; tags: string }) {
    await this.title.fill(title);
    await this.content.click();
    await this.page.keyboard.insertText(body);
    await this.category.selectOption(category);
    await this.tags.fill(tags);
  }

  async saveDraft() {
    await this.page.getByTestId("save-draft").click();
    await expect(this.notice).toHaveText("Post saved successfully!");
  }

  async publish() {
    await this.page.getByTestId("publish").click();
    await expect(this.notice).toHaveText("Post published successfully!");
  }
}

/** The bearer token the SPA holds after sign-in (oidc-client-ts keeps the user in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith("oidc.user:"))
        return (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token;
    }
    return undefined;
  });
  if (!token) throw new Error("not signed in");
  return token;
}
