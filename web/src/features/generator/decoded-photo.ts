/** What a decoded photo must offer: ImageBitmap's close. */
interface Closable {
  close(): void;
}

interface Entry<Image extends Closable> {
  key: string | null;
  image: Promise<Image>;
  /** Drawings using the image now: it is closed once replaced and none is left. */
  users: number;
  replaced: boolean;
}

/** The same picked file, posted again to the worker (a structured clone, so not the same object). */
function fileKey(photo: Blob): string | null {
  return photo instanceof File ? [photo.name, photo.size, photo.lastModified, photo.type].join("\u0000") : null;
}

export interface DecodedPhotos<Image extends Closable> {
  /** Starts decoding `photo` now, for the drawings that will follow (the pick's HEIC check and the click still to come). */
  decodeAhead: (photo: Blob) => void;
  /** Runs `draw` with `photo` decoded, by an earlier decode of the same file when there was one. */
  withPhoto: <T>(photo: Blob, draw: (image: Promise<Image>) => Promise<T>) => Promise<T>;
}

/**
 * The compose worker's decoded photo, kept for every drawing of the same file: the first one may
 * start decoding as the file is chosen, before the page has checked it, and each change of name
 * or crop then draws without decoding the photo again. Only the latest file is kept; the one
 * before it is closed once no drawing uses it.
 */
export function decodedPhotos<Image extends Closable>(decode: (photo: Blob) => Promise<Image>): DecodedPhotos<Image> {
  let latest: Entry<Image> | null = null;

  const closeIfUnused = (entry: Entry<Image>) => {
    if (!entry.replaced || entry.users > 0) return;
    entry.image.then(
      (image) => image.close(),
      () => undefined,
    );
  };

  const entryFor = (photo: Blob): Entry<Image> => {
    const key = fileKey(photo);
    if (latest && key !== null && latest.key === key) return latest;
    const previous = latest;
    const image = decode(photo);
    // A file that cannot be decoded (a HEIC file before its conversion) fails the drawing that uses it, not the worker.
    image.catch(() => undefined);
    latest = { key, image, users: 0, replaced: false };
    if (previous) {
      previous.replaced = true;
      closeIfUnused(previous);
    }
    return latest;
  };

  return {
    decodeAhead: (photo) => void entryFor(photo),
    withPhoto: async (photo, draw) => {
      const entry = entryFor(photo);
      entry.users += 1;
      try {
        return await draw(entry.image);
      } finally {
        entry.users -= 1;
        closeIfUnused(entry);
      }
    },
  };
}
