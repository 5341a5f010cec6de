import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Checks that every relative Markdown link in README.md and docs/ points at a file or folder that exists (anchors
 * and web addresses are not checked). Prints each broken link and exits 1 when there is one.
 */
const root = path.resolve(import.meta.dirname, "..");
const markdownFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });

const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];
const broken: string[] = [];
for (const file of files) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith("#")) continue;
    const linked = path.resolve(path.dirname(file), decodeURIComponent(target.split("#")[0] ?? ""));
    if (!existsSync(linked)) broken.push(`${path.relative(root, file)}: ${target}`);
  }
}
for (const line of broken) console.log(`broken link  ${line}`);
console.log(`${files.length} files, ${broken.length} broken links`);
process.exit(broken.length ? 1 : 0);
