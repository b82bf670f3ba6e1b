export { createDatabase, type Database, type DatabaseKind, type DatabaseOptions } from "./create-database.ts";
export { applyMigrations, readMigrations, type Migration, type MigrationResult } from "./migrations.ts";
export { Prisma, PrismaClient, AvatarShape, ActionType } from "./generated/prisma/client.ts";
export type { Campaign, User, Profile, PasswordResetToken, MediaObject, BlogPost, DpBatch } from "./generated/prisma/client.ts";
export { isUniqueViolation } from "./unique-violation.ts";
export { DESIGN_SELECT, columnOf, designOfRow, toColumns, type ColumnOf } from "./columns.ts";
