import { Hono } from "hono";
import { VOICE_BAR_COUNT, type VoiceConfig } from "../../schemas/voice";
import type { AppEnv } from "../env";

/** GET /api/voice/config: the voice widget's configuration (spec section 3), public like the demo pages. */
export const voiceRoutes = new Hono<AppEnv>().get("/config", (c) => {
  const s = c.var.settings;
  const publicKey = s.VAPI_PUBLIC_KEY ?? null;
  const en = s.VAPI_ASSISTANT_ID ?? null;
  const nl = s.VAPI_ASSISTANT_ID_NL ?? en;
  const body: VoiceConfig = {
    configured: publicKey !== null && (en !== null || nl !== null),
    publicKey,
    assistants: { en, nl },
    theme: { accentColor: s.VOICE_ACCENT_COLOR, barCount: VOICE_BAR_COUNT },
    texts: {
      title: s.VOICE_WIDGET_TITLE ?? null,
      startLabel: s.VOICE_START_LABEL ?? null,
      endLabel: s.VOICE_END_LABEL ?? null,
    },
    consent: {
      required: s.VOICE_CONSENT_REQUIRED,
      title: s.VOICE_CONSENT_TITLE ?? null,
      content: s.VOICE_CONSENT_CONTENT ?? null,
      storageKey: s.VOICE_CONSENT_STORAGE_KEY,
    },
  };
  c.header("cache-control", "public, max-age=300");
  return c.json(body);
});
