import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "web"),
      "#schemas": path.resolve(import.meta.dirname, "schemas"),
      "#domain": path.resolve(import.meta.dirname, "domain"),
    },
  },
  test: { include: ["tests/unit/**/*.test.ts", "schemas/**/*.test.ts"], environment: "node" },
});
