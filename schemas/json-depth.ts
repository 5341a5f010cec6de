/**
 * True when a parsed JSON value nests deeper than `max` arrays/objects. Iterative, so a hostile value 100,000 levels
 * deep is measured without exhausting the stack (which a recursive check, zod, or JSON.stringify would).
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** How deep the opaque session_state a client sends back with each question may nest. */
export const SESSION_STATE_MAX_DEPTH = 32;
