/** The repository's npm workspaces, as npm finds them, and the ones an `npm ci --workspace=...` installs. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const manifest = (root: string, folder: string) => JSON.parse(readFileSync(path.join(root, folder, "package.json"), "utf8")) as { name: string; workspaces?: string[] };

/** The workspace folders npm knows, from the root package.json's globs. */
export function workspaceFolders(root: string): string[] {
  return (manifest(root, ".").workspaces ?? []).flatMap((glob) => {
    if (!glob.endsWith("/*")) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, parent, d.name, "package.json")))
      .map((d) => `${parent}/${d.name}`);
  });
}

/** `npm ci --omit=dev --workspace=@twend/api -w @twend/worker` -> the folders of the named workspaces. */
export function installedWorkspaces(root: string, command: string): string[] {
  const names = [...command.matchAll(/(?:--workspace=|-w )(\S+)/g)].map((m) => m[1]);
  return workspaceFolders(root).filter((folder) => names.includes(manifest(root, folder).name));
}
