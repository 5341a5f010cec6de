import { describe, expect, it } from "vitest";
import { englishWordClassesOf } from "../../worker/ai/english-tagger";
import { localChatModel } from "../../worker/ai/local-model";
import { SOURCES_HEADING, systemPrompt } from "../../worker/ai/prompts";
import { words } from "../../worker/rag/text";

describe("the English part-of-speech tagger (english-tagger.ts)", () => {
  it("is not loaded when an isolate starts, and the local model loads it before its first answer", async () => {
    const question = "Would the plan pay for an evaluation that my lawyer needs for a court case?";
    expect(englishWordClassesOf(question, words(question))).toBeUndefined();
    await localChatModel().doGenerate({
      prompt: [
        { role: "system", content: systemPrompt({ language: "en", followups: false }) },
        {
          role: "user",
          content: [{ type: "text", text: `${question}\n\n${SOURCES_HEADING}\nPlan.pdf#page=1: The plan pays.` }],
        },
      ],
    });
    const classes = englishWordClassesOf(question, words(question));
    expect(classes?.[words(question).indexOf("needs")]?.has("Verb")).toBe(true);
    expect(classes?.[words(question).indexOf("lawyer")]?.has("Noun")).toBe(true);
  });
});
