/* The voice widget's constants without zod: the public pages that show the widget stay without zod. */

/** The two demos: the English voice-AI demo and the Dutch mortgage demo. */
export const voiceDemos = ["en", "nl"] as const;
export type VoiceDemo = (typeof voiceDemos)[number];

/** Spec section 9: the widget shows 12 animated bars. */
export const VOICE_BAR_COUNT = 12;
