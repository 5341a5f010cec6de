import { Hono } from "hono";
import { speechRequestSchema } from "../../schemas/speech";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/authenticate";
import { jsonBody } from "../validate";

/** One natural Azure neural voice per interface language; the configured voice for anything else. */
const voices: Record<string, string> = {
  da: "da-DK-ChristelNeural",
  en: "en-US-JennyNeural",
  es: "es-ES-ElviraNeural",
  fr: "fr-FR-DeniseNeural",
  ja: "ja-JP-NanamiNeural",
  nl: "nl-NL-FennaNeural",
  pt: "pt-BR-FranciscaNeural",
  tr: "tr-TR-EmelNeural",
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/**
 * POST /speech: Azure Speech text-to-speech when configured. Without it the spec's answer is a 400,
 * and the SPA falls back to the browser's own speech synthesis.
 */
export const speechRoutes = new Hono<AppEnv>().use(requireUser).post("/", async (c) => {
  const settings = c.var.settings;
  if (!settings.USE_SPEECH_OUTPUT_AZURE || !settings.AZURE_SPEECH_KEY || !settings.AZURE_SPEECH_REGION) {
    throw new AppError("SPEECH_NOT_ENABLED");
  }
  const { text, language } = await jsonBody(c, speechRequestSchema);
  const voice = (language && voices[language.split("-")[0] ?? ""]) || settings.AZURE_SPEECH_VOICE;
  const locale = voice.split("-").slice(0, 2).join("-");
  const ssml = `<speak version="1.0" xml:lang="${locale}"><voice name="${voice}">${escapeXml(text)}</voice></speak>`;
  const response = await fetch(
    `https://${settings.AZURE_SPEECH_REGION}.tts.speech.microsoft.com/cognitiveservices/v1`,
    {
      method: "POST",
      headers: {
        "Ocp-Apim-Subscription-Key": settings.AZURE_SPEECH_KEY,
        "Content-Type": "application/ssml+xml",
        "X-Microsoft-OutputFormat": "audio-24khz-48kbitrate-mono-mp3",
        "User-Agent": "adviesdesk",
      },
      body: ssml,
    },
  );
  if (!response.ok || !response.body) {
    console.error(`[${c.var.requestId}] Azure Speech answered ${response.status}`);
    throw new AppError("OPERATION_FAILED", "Speech could not be generated.");
  }
  return new Response(response.body, { headers: { "content-type": "audio/mpeg", "cache-control": "no-store" } });
});
