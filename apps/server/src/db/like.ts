/** An ILIKE pattern for "contains": wildcards the person typed ("50%", "a_b") match literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
