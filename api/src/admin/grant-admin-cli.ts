import { ConfigError, dataPaths, parseConfig } from "@twend/config";
import { createDatabase } from "@twend/db";
import { migrationsDir } from "@twend/prisma";
import { ZodError } from "zod";
import { formatZodError } from "@twend/shared";
import { grantAdmin, UnknownAccountError } from "./grant-admin.ts";

// `npm run admin:grant -- <email>`. With the embedded database, stop `npm start` first:
// PGlite's files belong to one process at a time.
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error("usage: npm run admin:grant -- <email>");
    return 2;
  }
  const config = parseConfig(process.env);
  const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: dataPaths(config).pglite });
  try {
    await db.migrate(migrationsDir);
    const user = await grantAdmin(db.prisma, email);
    console.log(`${user.email} is now an admin.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UnknownAccountError) console.error(error.message);
    else if (error instanceof ZodError) console.error(formatZodError(error));
    else console.error(error);
    process.exit(1);
  },
);
