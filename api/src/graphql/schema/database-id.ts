/**
 * Node ids are opaque; the app's addresses (/profile/{id}, /events/{id}) and /api use the raw id. Each node
 * exposes it as `databaseId` so clients never decode a global id.
 */
export const databaseIdOptions = {
  description: "The raw id, as /api and the app's addresses (/profile/{id}, /groups/{id}) use it.",
} as const;
