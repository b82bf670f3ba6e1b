import { dpFileName } from "@twend/composition";

/**
 * Each row's file name in the ZIP: the name a visitor's own download gets ('{name}_{title}_DP.png'),
 * with ' (2)', ' (3)'... where two rows would share one, as a file manager names copies.
 */
export function batchFileNames(names: readonly string[], title: string): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = dpFileName(name, title);
    let fileName = base;
    for (let copy = 2; taken.has(fileName.toLowerCase()); copy += 1) fileName = base.replace(/\.png$/, ` (${copy}).png`);
    taken.add(fileName.toLowerCase());
    return fileName;
  });
}
