// npm run admin:grant -- ana@exemplo.com.br [outra@exemplo.com.br ...]
// Makes existing users admins, on the database the server's configuration points at.
import { grantAdmin } from "../src/server/auth/admin-emails.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { DataDirLockedError } from "../src/server/db/lock.ts";
import { EnvError, loadEnv } from "../src/server/env.ts";

const emails = process.argv
  .slice(2)
  .map((e) => e.trim().toLowerCase())
  .filter(Boolean);
if (emails.length === 0) {
  console.error("Usage: npm run admin:grant -- <email> [<email> ...]");
  process.exit(2);
}

try {
  const handle = await openDatabase(loadEnv());
  try {
    const granted = await grantAdmin(handle.db, emails);
    for (const email of emails) {
      console.log(
        granted.includes(email)
          ? `${email}: now an admin`
          : `${email}: no such user (sign up first)`,
      );
    }
    process.exitCode = granted.length === emails.length ? 0 : 1;
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nWith the embedded database, stop the server before granting, or add the e-mail to ADMIN_EMAILS and restart.`,
    );
  } else if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exit(1);
}
