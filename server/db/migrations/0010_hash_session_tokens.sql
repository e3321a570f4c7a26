-- Session tokens are stored as their SHA-256 in lower-case hex (server/src/auth/session-token-hash.ts).
-- Sessions opened before this migration held the token itself; they are hashed in place, so the
-- tokens their clients hold keep working. Tokens were 32 alphanumerics, so a 64-digit hex value
-- is already hashed and is left alone.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';
