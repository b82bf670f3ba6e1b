/** Brands of HEVC-coded HEIF files: what iPhones and most cameras write. */
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
/** Brands any HEIF file may carry; AVIF files carry them too, with an AVIF brand beside them. */
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The bytes read from the start of a file: the ftyp box and its brands fit well within them. */
export const SIGNATURE_BYTES = 64;

function ascii(bytes: Uint8Array, start: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + 4));
}

/** The major and compatible brands of an ISO media file's leading ftyp box, or null without one. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4) !== "ftyp") return null;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset));
  return brands;
}

/**
 * Whether these leading bytes are a HEIC/HEIF image's, whatever the file's name
 * or declared type say: browsers other than Safari cannot draw these, while
 * AVIF, which shares the container, they can.
 */
export function isHeifSignature(head: Uint8Array): boolean {
  const brands = ftypBrands(head);
  if (!brands) return false;
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return brands.some((brand) => HEIF_BRANDS.has(brand)) && !brands.some((brand) => AVIF_BRANDS.has(brand));
}

export async function isHeifFile(file: Blob): Promise<boolean> {
  return isHeifSignature(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}
