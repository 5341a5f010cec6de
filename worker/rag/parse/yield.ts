/**
 * Lets the isolate's other work (requests, other messages) run before the caller continues: a long parse or
 * embedding loop calls it between pages or batches, so it never holds the event loop for long.
 */
export const yieldToOtherWork = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
