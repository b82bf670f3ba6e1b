import sharp from "sharp";

// Real images for tests and benches, drawn by libvips from SVG: gradients,
// shapes and a noise texture, so resampling and encoding see photo-like
// content rather than flat colours. Deterministic for a given sharp version.

export interface ImageRecipe {
  width: number;
  height: number;
  /**
   * "background": a designed banner; "photo": a portrait-like picture with texture; "frame": a
   * banner with a transparent window (and a ribbon across its edge), as overlay frames are made.
   */
  kind: "background" | "photo" | "frame";
  /** Varies colours and shapes between scenes. */
  seed: number;
  format: "png" | "jpeg";
  /**
   * EXIF orientation written into a JPEG (6: the camera was turned, the
   * pixels are stored sideways). The picture is drawn so that, turned
   * upright, it looks like the other photos.
   */
  orientation?: 1 | 3 | 6 | 8;
}

const PALETTES = [
  ["#1e3a8a", "#7c3aed", "#f59e0b"],
  ["#064e3b", "#10b981", "#fde68a"],
  ["#7f1d1d", "#f97316", "#fef3c7"],
  ["#0f172a", "#0ea5e9", "#f472b6"],
] as const;

function palette(seed: number): readonly [string, string, string] {
  return PALETTES[seed % PALETTES.length] ?? PALETTES[0];
}

function backgroundSvg(width: number, height: number, seed: number): string {
  const [a, b, c] = palette(seed);
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = ((i + seed) * width) / 9;
    return `<rect x="${x}" y="0" width="${width / 40}" height="${height}" fill="${c}" opacity="0.18" transform="rotate(${12 + seed * 7} ${x} 0)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
      <radialGradient id="r" cx="0.75" cy="0.25" r="0.5"><stop offset="0" stop-color="${c}" stop-opacity="0.8"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.25}" r="${Math.min(width, height) * 0.45}" fill="url(#r)"/>
    ${stripes}
    <polygon points="0,${height} ${width * 0.35},${height * 0.7} ${width * 0.6},${height}" fill="${c}" opacity="0.35"/>
    <rect x="${width * 0.06}" y="${height * 0.06}" width="${width * 0.88}" height="${height * 0.88}" fill="none" stroke="#ffffff" stroke-width="${Math.max(2, width / 160)}" opacity="0.6"/>
  </svg>`;
}

/** The banner with a rounded window cut out of it (transparent, PNG only) and an opaque ribbon overlapping the window. */
function frameSvg(width: number, height: number, seed: number): string {
  const banner = backgroundSvg(width, height, seed);
  const [, , c] = palette(seed);
  const inset = Math.min(width, height) * 0.14;
  const window = { x: inset, y: inset, width: width - 2 * inset, height: height * 0.72 - inset };
  const radius = Math.min(window.width, window.height) * 0.12;
  const ribbonY = window.y + window.height * 0.82;
  return banner
    .replace(
      "<defs>",
      `<defs><mask id="window"><rect width="100%" height="100%" fill="#fff"/><rect x="${window.x}" y="${window.y}" width="${window.width}" height="${window.height}" rx="${radius}" fill="#000"/></mask>`,
    )
    .replace(/<svg ([^>]*)>/, `<svg $1><g mask="url(#window)">`)
    .replace(
      "</svg>",
      `</g><rect x="${-width * 0.1}" y="${ribbonY}" width="${width * 1.2}" height="${height * 0.07}" fill="${c}" transform="rotate(-8 ${width / 2} ${ribbonY})"/></svg>`,
    );
}

function photoSvg(width: number, height: number, seed: number): string {
  const [a, b, c] = palette(seed + 1);
  const unit = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>
      <radialGradient id="face" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#f5d0b5"/><stop offset="1" stop-color="#b07850"/></radialGradient>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <ellipse cx="${width / 2}" cy="${height * 1.05}" rx="${unit * 0.45}" ry="${unit * 0.38}" fill="${c}"/>
    <ellipse cx="${width / 2}" cy="${height * 0.45}" rx="${unit * 0.2}" ry="${unit * 0.26}" fill="url(#face)"/>
    <circle cx="${width / 2 - unit * 0.07}" cy="${height * 0.42}" r="${unit * 0.02}" fill="#1f2937"/>
    <circle cx="${width / 2 + unit * 0.07}" cy="${height * 0.42}" r="${unit * 0.02}" fill="#1f2937"/>
    <rect width="100%" height="100%" filter="url(#grain)" opacity="0.22"/>
  </svg>`;
}

const cache = new Map<string, Promise<Buffer>>();

/** Encoded bytes of the recipe's image, made once per process. */
export function makeImage(recipe: ImageRecipe): Promise<Buffer> {
  const key = JSON.stringify(recipe);
  let image = cache.get(key);
  if (!image) {
    image = render(recipe);
    cache.set(key, image);
  }
  return image;
}

async function render({ width, height, kind, seed, format, orientation = 1 }: ImageRecipe): Promise<Buffer> {
  const svg = kind === "background" ? backgroundSvg(width, height, seed) : kind === "frame" ? frameSvg(width, height, seed) : photoSvg(width, height, seed);
  let image = sharp(Buffer.from(svg));
  // Store the pixels as a camera held that way would: rotated back by the orientation's angle.
  if (orientation === 6) image = sharp(await image.png().toBuffer()).rotate(-90);
  else if (orientation === 8) image = sharp(await image.png().toBuffer()).rotate(90);
  else if (orientation === 3) image = sharp(await image.png().toBuffer()).rotate(180);
  if (format === "png") return image.png().toBuffer();
  return image.jpeg({ quality: 92 }).withMetadata({ orientation }).toBuffer();
}
