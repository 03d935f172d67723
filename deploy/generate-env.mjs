// Writes .env for docker compose from .env.example: random passwords, fresh key pairs (sessions'
// Ed25519, notifications' X25519), and the admin account given as arguments. Refuses to overwrite an existing .env.
// Usage: node deploy/generate-env.mjs <admin-email> [admin-password]
// With SMTP_URL set in its environment (smtp://user:password@relay:587) the .env sends real e-mail
// through that relay; without, the notifications service sends to compose's mail catcher.
import '../scripts/lib/node-version.mjs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './deployables.mjs';

const target = path.join(ROOT, '.env');
const [adminEmail, adminPassword = randomBytes(12).toString('base64url')] = process.argv.slice(2);
if (!adminEmail) {
  process.stderr.write('usage: node deploy/generate-env.mjs <admin-email> [admin-password]\n');
  process.exit(2);
}
if (existsSync(target)) {
  process.stderr.write(`${target} exists: remove it first to generate a new one\n`);
  process.exit(1);
}
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const sealing = generateKeyPairSync('x25519');
const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
const secret = () => randomBytes(24).toString('base64url');
const values = {
  AUTH_PUBLIC_KEY: oneLine(publicKey.export({ type: 'spki', format: 'pem' })),
  AUTH_PRIVATE_KEY: oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' })),
  NOTIFICATIONS_PUBLIC_KEY: oneLine(sealing.publicKey.export({ type: 'spki', format: 'pem' })),
  NOTIFICATIONS_PRIVATE_KEY: oneLine(sealing.privateKey.export({ type: 'pkcs8', format: 'pem' })),
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
};
let env = readFileSync(path.join(ROOT, '.env.example'), 'utf8').replace(
  /^([A-Z0-9_]+)=$/gm,
  (_line, name) => `${name}=${values[name] ?? (name.endsWith('_PASSWORD') ? secret() : '')}`,
);
const smtpUrl = process.env.SMTP_URL?.trim();
if (smtpUrl) {
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol)) {
    process.stderr.write('SMTP_URL must be smtp://host:port or smtps://user:password@host:port\n');
    process.exit(2);
  }
  env = env.replace(/^# SMTP_URL=.*$/m, `SMTP_URL=${smtpUrl}`);
}
writeFileSync(target, env, { mode: 0o600 });
process.stdout.write(
  `wrote ${target} (admin ${adminEmail}, password ${adminPassword}; e-mail ${smtpUrl ? `through ${new URL(smtpUrl).host}` : 'to the mail catcher'})\n`,
);
