/** Who edits, previews and publishes a salon's website. */
export const EDITOR_ROLES = ['owner', 'manager'] as const;
