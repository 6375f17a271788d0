/**
 * The product spells some values with dashes ("stay-at-home", "dad-bod-classic", "fix-it-tips"); Prisma and
 * GraphQL enum names cannot hold a dash, so they use underscores. The database and /api use the dashed
 * spelling (called "spec spelling" in the function names); these two functions convert between them for those
 * enums (DadType, FamilyStructure, DadBodType, Hairline, ChannelCategory). Values such as "dad_joke" are
 * spelled with underscores everywhere.
 */

export function toSpecSpelling<T extends string>(value: T): string;
export function toSpecSpelling<T extends string>(value: T | null): string | null;
export function toSpecSpelling(value: string | null): string | null {
  return value === null ? null : value.replaceAll('_', '-');
}

export function fromSpecSpelling(value: string): string {
  return value.replaceAll('-', '_');
}
