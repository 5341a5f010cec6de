import { describe, expect, it } from "vitest";
import { isAppContentImage } from "../../web/lib/markdown-images";

const origin = "https://adviesdesk.example";

describe("isAppContentImage", () => {
  it("allows the app's own content and blog image routes", () => {
    expect(isAppContentImage("/content/Plattegrond.png", origin)).toBe(true);
    expect(isAppContentImage("/blog/images/user/abc.png", origin)).toBe(true);
  });

  it("refuses any other host, scheme-relative or absolute", () => {
    expect(isAppContentImage("https://evil.example/x.png?d=secret", origin)).toBe(false);
    expect(isAppContentImage("//evil.example/x.png", origin)).toBe(false);
    expect(isAppContentImage("/\\evil.example/x.png", origin)).toBe(false);
    expect(isAppContentImage("data:image/png;base64,AAAA", origin)).toBe(false);
    expect(isAppContentImage(`${origin}/content/x.png`, origin)).toBe(false);
  });

  it("refuses other routes of this origin, also reached through '..'", () => {
    expect(isAppContentImage("/oidc/logout", origin)).toBe(false);
    expect(isAppContentImage("/content/../oidc/logout", origin)).toBe(false);
    expect(isAppContentImage("Plattegrond.png", origin)).toBe(false);
    expect(isAppContentImage("", origin)).toBe(false);
    expect(isAppContentImage(undefined, origin)).toBe(false);
  });
});
