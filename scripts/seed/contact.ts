import { quote } from "./sql";

const hour = 60 * 60 * 1000;

/** A few messages in the advisers' contact inbox, so a new machine shows what the public forms deliver. */
export function contactSql(now = Date.now()): string[] {
  const messages = [
    {
      id: "5d0c9a4e-6f1b-4c1e-9a51-2f0b7f2c0a01",
      name: "Sanne de Vries",
      email: "sanne.devries@example.nl",
      company: "De Vries Hypotheken",
      message:
        "Wij krijgen op maandag veel telefoontjes over aflopende rentevaste periodes. Kunnen we de spraakassistent daarvoor eens zien?",
      source: "hypotheek",
      language: "nl",
      ago: 2 * hour,
    },
    {
      id: "5d0c9a4e-6f1b-4c1e-9a51-2f0b7f2c0a02",
      name: "Tom Bakker",
      email: "tom@bakkerverzekeringen.example",
      company: "Bakker Verzekeringen",
      message: "Interested in the insurance use case: claims intake outside office hours, Dutch and English.",
      source: "voice-ai",
      language: "en",
      ago: 26 * hour,
    },
    {
      id: "5d0c9a4e-6f1b-4c1e-9a51-2f0b7f2c0a03",
      name: "Fleur Jansen",
      email: "fleur.jansen@example.com",
      company: "",
      message: "",
      source: "landing",
      language: "nl",
      ago: 3 * 24 * hour,
    },
  ];
  return messages.map(
    (m) =>
      `INSERT OR IGNORE INTO contact_messages (id, submission_id, name, email, company, message, source, language, address_hash, received_at) VALUES (${quote(m.id)}, ${quote(m.id)}, ${quote(m.name)}, ${quote(m.email)}, ${quote(m.company)}, ${quote(m.message)}, ${quote(m.source)}, ${quote(m.language)}, 'seed', ${now - m.ago});`,
  );
}
