/**
 * Records that an authorization code was exchanged; answers false when it had been already. One INSERT decides,
 * so two exchanges racing with the same code cannot both win.
 */
export async function consumeAuthorizationCode(db: D1Database, jti: string, expiresAtMs: number, now = Date.now()) {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM used_authorization_codes WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO used_authorization_codes (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING")
      .bind(jti, expiresAtMs),
  ]);
  return inserted?.meta.changes === 1;
}
