/**
 * Splits streamed text into what is shown and the follow-up questions (`<<…>>`), holding back a trailing
 * "<" that may start a marker.
 */
export function followupSplitter() {
  let buffer = "";
  let inFollowups = false;
  const questions: string[] = [];
  return {
    push(delta: string): string {
      if (inFollowups) {
        buffer += delta;
        return "";
      }
      buffer += delta;
      const at = buffer.indexOf("<<");
      if (at >= 0) {
        inFollowups = true;
        const shown = buffer.slice(0, at);
        buffer = buffer.slice(at);
        return shown;
      }
      const hold = buffer.endsWith("<") ? 1 : 0;
      const shown = buffer.slice(0, buffer.length - hold);
      buffer = buffer.slice(buffer.length - hold);
      return shown;
    },
    finish(): { rest: string; followups: string[] } {
      if (!inFollowups) return { rest: buffer, followups: [] };
      for (const match of buffer.matchAll(/<<([^<>]+)>>/g)) questions.push((match[1] as string).trim());
      return { rest: "", followups: questions };
    },
  };
}
