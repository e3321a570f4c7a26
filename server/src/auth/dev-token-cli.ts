// `npm run dev-token -- <user id>`: prints a development token for the server configured by the
// environment (LOTLINE_SECRET, else the secret in LOTLINE_DATA_DIR), to send as
// `Authorization: Bearer <token>`.
import { loadEnvOrExit } from '../env';
import { resolveSecret } from '../secret';
import { DEV_USER_ID, issueDevToken } from './dev-token';

const userId = process.argv[2] ?? '';
if (!DEV_USER_ID.test(userId)) {
  console.error('Usage: npm run dev-token -- <user id>   (1 to 80 letters, digits or ._@+- characters)');
  process.exit(2);
}
console.log(issueDevToken(await resolveSecret(loadEnvOrExit()), userId));
