export const workspaceErrorTexts = {
  WORKSPACE_ERROR: "Failed to get workspace",
  BORROWER_ERROR: "Failed to get borrowers",
  SYNC_ERROR: "Failed to sync workspace",
  CACHE_ERROR: "Failed to read the workspace cache",
} as const;
