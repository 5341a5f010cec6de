import { runForever } from "./run";

const [tool, ...args] = process.argv.slice(2);
if (!tool) {
  console.error("usage: with-offline-env <tool> [args...]");
  process.exit(2);
}
runForever(tool, args);
