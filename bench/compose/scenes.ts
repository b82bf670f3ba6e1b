import type { Scene } from "@twend/composition/testing";

/** A realistic square DP at `size` px: gradient background, circle photo with border, a name. */
export function benchScene(size: number): Scene {
  return {
    id: `bench-${size}`,
    design: {
      avatar_x: 150,
      avatar_y: 80,
      avatar_size: 200,
      avatar_shape: "circle",
      avatar_color: "#facc15",
      text_x: 250,
      text_y: 350,
      text_font: "Arial",
      text_size: 40,
      text_color: "#ffffff",
      include_text: true,
    },
    name: "Ada Lovelace",
    background: { width: size, height: size, kind: "background", seed: 0, format: "png" },
    photo: { width: 1600, height: 1200, kind: "photo", seed: 1, format: "jpeg" },
    host: "twend.example",
  };
}

export const BENCH_SIZES = [1080, 2000] as const;
