/** File chooser filters for HEIC/HEIF: by type where the system knows it, by extension where it does not. */
export const HEIF_ACCEPT = ["image/heic", "image/heif", ".heic", ".heif"] as const;
