/** Upload limits shared by the server's check and the designer's early warning (no sharp here). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
