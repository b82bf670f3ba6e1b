import type { DpDesign } from "../layout.ts";
import type { PhotoTransform } from "../photo-placement.ts";
import type { ImageRecipe } from "./scene-images.ts";

/** One DP to draw: everything composeDp needs, with recipes for its images. */
export interface Scene {
  id: string;
  design: DpDesign;
  name: string;
  background: ImageRecipe;
  photo: ImageRecipe | null;
  photoTransform?: PhotoTransform;
  host: string;
}

const HOST = "twend.example";

/** A 500x500-space design with name text, changed by `overrides`: what scenes and other tests start from. */
export function sceneDesign(overrides: Partial<DpDesign> = {}): DpDesign {
  return {
    avatar_x: 150,
    avatar_y: 90,
    avatar_size: 200,
    avatar_shape: "circle",
    avatar_color: "#ffffff",
    text_x: 250,
    text_y: 360,
    text_font: "Arial",
    text_size: 40,
    text_color: "#ffffff",
    include_text: true,
    ...overrides,
  };
}

const background = (width: number, height: number, seed: number): ImageRecipe => ({ width, height, kind: "background", seed, format: "png" });
const frame = (width: number, height: number, seed: number): ImageRecipe => ({ width, height, kind: "frame", seed, format: "png" });
const photo = (width: number, height: number, seed: number, format: "png" | "jpeg" = "png"): ImageRecipe => ({
  width,
  height,
  kind: "photo",
  seed,
  format,
});

/**
 * The designs the server and the browser must draw alike: circle and square
 * slots, with and without a name, each of the nine fonts, small and large
 * backgrounds, Latin with accents, Cyrillic, Vietnamese, emoji, Arabic,
 * Devanagari and CJK names, a phone photo stored sideways, photos turned by the
 * visitor, and overlay frames drawn over the photo.
 */
export const PARITY_SCENES: readonly Scene[] = [
  {
    id: "arial-circle-2000x1500",
    design: sceneDesign({ avatar_x: 60, avatar_y: 80, avatar_size: 260, avatar_color: "#facc15", text_x: 330, text_y: 420, text_size: 48 }),
    name: "Ada Lovelace",
    background: background(2000, 1500, 0),
    photo: photo(1600, 1200, 1),
    photoTransform: { zoom: 1.4, offsetX: 0.1, offsetY: -0.05 },
    host: HOST,
  },
  {
    id: "helvetica-square-500",
    design: sceneDesign({
      avatar_shape: "square",
      avatar_size: 180,
      avatar_x: 160,
      avatar_color: "#0ea5e9",
      text_font: "Helvetica",
      text_size: 30,
      text_color: "#fef08a",
    }),
    name: "Élodie Brontë-Łukasiewicz",
    background: background(500, 500, 1),
    photo: photo(640, 800, 2),
    host: HOST,
  },
  {
    id: "times-circle-1080-cyrillic",
    design: sceneDesign({ text_font: "Times New Roman", text_size: 44, avatar_color: "#f472b6" }),
    name: "Дмитрий Менделеев",
    background: background(1080, 1080, 2),
    photo: photo(1200, 900, 3),
    host: HOST,
  },
  {
    id: "georgia-square-1080x1350-exif",
    design: sceneDesign({ avatar_shape: "square", avatar_x: 140, avatar_y: 60, avatar_size: 220, text_font: "Georgia", text_y: 380, text_color: "#111827" }),
    name: "Grace Hopper",
    background: background(1080, 1350, 3),
    photo: { ...photo(900, 1200, 4, "jpeg"), orientation: 6 },
    host: HOST,
  },
  {
    id: "verdana-circle-800-vietnamese",
    design: sceneDesign({ text_font: "Verdana", text_size: 34, avatar_color: "#22c55e" }),
    name: "Nguyễn Thị Minh Khai",
    background: background(800, 800, 0),
    photo: photo(1000, 1000, 5),
    host: HOST,
  },
  {
    id: "comic-square-1500-emoji",
    design: sceneDesign({ avatar_shape: "square", text_font: "Comic Sans MS", text_size: 52, text_color: "#fde047" }),
    name: "Party 🎉😀👍🏽 ❤️",
    background: background(1500, 1500, 1),
    photo: photo(1200, 1200, 6),
    host: HOST,
  },
  {
    id: "impact-circle-1200x628-arabic",
    design: sceneDesign({ avatar_x: 40, avatar_y: 60, avatar_size: 150, text_font: "Impact", text_x: 330, text_y: 250, text_size: 46 }),
    name: "محمد علي - Mohamed Ali",
    background: background(1200, 628, 2),
    photo: photo(800, 800, 7),
    host: HOST,
  },
  {
    id: "trebuchet-square-1000-devanagari",
    design: sceneDesign({ avatar_shape: "square", avatar_size: 160, avatar_x: 170, text_font: "Trebuchet MS", text_size: 42, text_color: "#fbbf24" }),
    name: "Priya प्रिया शर्मा",
    background: background(1000, 1000, 3),
    photo: photo(900, 700, 8),
    host: HOST,
  },
  {
    id: "courier-circle-600x900-cjk",
    design: sceneDesign({ text_font: "Courier New", text_size: 36, text_y: 330 }),
    name: "Wang 王小明 さくら 김민준",
    background: background(600, 900, 0),
    photo: photo(700, 700, 9),
    host: HOST,
  },
  {
    id: "no-text-circle-500",
    design: sceneDesign({ include_text: false, avatar_size: 300, avatar_x: 100, avatar_y: 80 }),
    name: "",
    background: background(500, 500, 2),
    photo: photo(1024, 768, 10, "jpeg"),
    host: HOST,
  },
  {
    id: "no-text-square-2000x1500",
    design: sceneDesign({ include_text: false, avatar_shape: "square", avatar_size: 400, avatar_x: 50, avatar_y: 50, avatar_color: "#ef4444" }),
    name: "Ignored",
    background: background(2000, 1500, 3),
    photo: photo(3000, 2000, 11),
    photoTransform: { zoom: 2, offsetX: -0.2, offsetY: 0.1 },
    host: HOST,
  },
  {
    id: "rotated-circle-1080",
    design: sceneDesign({ avatar_size: 240, avatar_x: 130, avatar_color: "#a78bfa" }),
    name: "Turned Around",
    background: background(1080, 1080, 1),
    photo: photo(1200, 900, 12, "jpeg"),
    photoTransform: { zoom: 1.25, offsetX: 0.08, offsetY: -0.04, rotation: 97 },
    host: HOST,
  },
  {
    id: "overlay-1080x1350",
    design: sceneDesign({ frame_mode: "overlay", text_y: 440, text_size: 36, text_color: "#ffffff" }),
    name: "Framed Friend",
    background: frame(1080, 1350, 3),
    photo: photo(1200, 1600, 13, "jpeg"),
    photoTransform: { zoom: 1.3, offsetX: -0.05, offsetY: 0.06, rotation: -12 },
    host: HOST,
  },
  {
    id: "overlay-square-800-unmoved",
    design: sceneDesign({ frame_mode: "overlay", include_text: false }),
    name: "",
    background: frame(800, 800, 0),
    photo: photo(900, 1200, 14),
    host: HOST,
  },
];
