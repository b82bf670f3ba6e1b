import type { SKRSContext2D } from "@napi-rs/canvas";

// Drawing helpers shared by the seed backgrounds. Everything is in canvas
// pixels; the backgrounds convert from the 500-unit design space themselves.

export type Ctx = SKRSContext2D;

/** Display faces first (bundled later by the app), then fonts found on stock Linux, then generics. */
export const DISPLAY_FONT = '"Anton", "Liberation Sans Narrow", "Liberation Sans", "DejaVu Sans Condensed", "DejaVu Sans", Arial, sans-serif';
export const SANS_FONT = '"Arimo", "Liberation Sans", "DejaVu Sans", Arial, sans-serif';
export const SERIF_FONT = '"Gelasio", "Liberation Serif", "DejaVu Serif", Georgia, serif';

export interface Slot {
  x: number;
  y: number;
  size: number;
  cx: number;
  cy: number;
  r: number;
  shape: "circle" | "square";
}

/** Small deterministic PRNG (mulberry32): the same seed draws the same picture, so the file hash is stable. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function linearFill(ctx: Ctx, x0: number, y0: number, x1: number, y1: number, stops: readonly string[]): void {
  const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  stops.forEach((colour, i) => gradient.addColorStop(i / Math.max(1, stops.length - 1), colour));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
}

export function glow(ctx: Ctx, x: number, y: number, radius: number, colour: string, alpha: number): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, withAlpha(colour, alpha));
  gradient.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** `#rrggbb` plus an alpha, as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

export function slotPath(ctx: Ctx, slot: Slot, grow = 0): void {
  ctx.beginPath();
  if (slot.shape === "circle") {
    ctx.arc(slot.cx, slot.cy, slot.r + grow, 0, Math.PI * 2);
  } else {
    ctx.roundRect(slot.x - grow, slot.y - grow, slot.size + grow * 2, slot.size + grow * 2, Math.max(0, grow * 0.6));
  }
}

/**
 * The empty avatar hole: a soft, see-through-looking disc with a head and
 * shoulders hint, so a card without a photo still reads "your photo here".
 */
export function slotPlaceholder(ctx: Ctx, slot: Slot, tint: string, figure: string): void {
  ctx.save();
  slotPath(ctx, slot);
  ctx.clip();
  const gradient = ctx.createRadialGradient(slot.cx, slot.cy - slot.r * 0.3, slot.r * 0.1, slot.cx, slot.cy, slot.r * 1.45);
  gradient.addColorStop(0, withAlpha(tint, 0.55));
  gradient.addColorStop(1, withAlpha(tint, 0.2));
  ctx.fillStyle = gradient;
  ctx.fillRect(slot.x, slot.y, slot.size, slot.size);
  ctx.fillStyle = withAlpha(figure, 0.35);
  ctx.beginPath();
  ctx.arc(slot.cx, slot.cy - slot.r * 0.18, slot.r * 0.34, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(slot.cx, slot.cy + slot.r * 0.86, slot.r * 0.66, slot.r * 0.52, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function ring(ctx: Ctx, slot: Slot, grow: number, width: number, colour: string, blur = 0): void {
  ctx.save();
  if (blur > 0) {
    ctx.shadowColor = colour;
    ctx.shadowBlur = blur;
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  slotPath(ctx, slot, grow);
  ctx.stroke();
  ctx.restore();
}

/** A pill behind the name, centred on the design's text position. */
export function namePlate(ctx: Ctx, cx: number, cy: number, width: number, height: number, fill: string, stroke?: string): void {
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.25)";
  ctx.shadowBlur = 18;
  ctx.shadowOffsetY = 6;
  ctx.beginPath();
  ctx.roundRect(cx - width / 2, cy - height / 2, width, height, height / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
  if (stroke) {
    ctx.beginPath();
    ctx.roundRect(cx - width / 2, cy - height / 2, width, height, height / 2);
    ctx.strokeStyle = stroke;
    ctx.lineWidth = 4;
    ctx.stroke();
  }
}

export interface TextStyle {
  size: number;
  family?: string;
  weight?: "normal" | "bold";
  colour: string;
  align?: "left" | "center" | "right";
  /** Shrinks the text to fit. */
  maxWidth?: number;
  spacing?: number;
  shadow?: string;
}

/** Draws one line of text, shrunk to maxWidth; returns the drawn size. */
export function text(ctx: Ctx, value: string, x: number, y: number, style: TextStyle): number {
  const family = style.family ?? DISPLAY_FONT;
  const weight = style.weight ?? "bold";
  ctx.save();
  ctx.letterSpacing = `${style.spacing ?? 0}px`;
  let size = style.size;
  ctx.font = `${weight} ${size}px ${family}`;
  const measured = ctx.measureText(value).width;
  if (style.maxWidth && measured > style.maxWidth) {
    size = Math.floor((size * style.maxWidth) / measured);
    ctx.font = `${weight} ${size}px ${family}`;
  }
  ctx.textAlign = style.align ?? "center";
  ctx.textBaseline = "middle";
  if (style.shadow) {
    ctx.shadowColor = style.shadow;
    ctx.shadowBlur = size * 0.25;
    ctx.shadowOffsetY = size * 0.06;
  }
  ctx.fillStyle = style.colour;
  ctx.fillText(value, x, y);
  ctx.restore();
  return size;
}

/** A ribbon banner with folded tails, centred at (cx, cy). */
export function ribbon(ctx: Ctx, cx: number, cy: number, width: number, height: number, fill: string, tail: string): void {
  const half = width / 2;
  const fold = height * 0.45;
  ctx.fillStyle = tail;
  for (const side of [-1, 1]) {
    const edge = cx + side * half;
    ctx.beginPath();
    ctx.moveTo(edge - side * fold, cy - height / 2 + fold * 0.6);
    ctx.lineTo(edge + side * fold, cy - height / 2 + fold * 0.6);
    ctx.lineTo(edge + side * fold * 0.4, cy + fold * 0.6);
    ctx.lineTo(edge + side * fold, cy + height / 2 + fold * 0.6);
    ctx.lineTo(edge - side * fold, cy + height / 2 + fold * 0.6);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = fill;
  ctx.fillRect(cx - half, cy - height / 2, width, height);
}

export function star(ctx: Ctx, x: number, y: number, outer: number, inner: number, points = 5): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    ctx.lineTo(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius);
  }
  ctx.closePath();
}

export function heart(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y + size * 0.3);
  ctx.bezierCurveTo(x, y, x - size * 0.5, y, x - size * 0.5, y + size * 0.3);
  ctx.bezierCurveTo(x - size * 0.5, y + size * 0.6, x, y + size * 0.75, x, y + size);
  ctx.bezierCurveTo(x, y + size * 0.75, x + size * 0.5, y + size * 0.6, x + size * 0.5, y + size * 0.3);
  ctx.bezierCurveTo(x + size * 0.5, y, x, y, x, y + size * 0.3);
  ctx.closePath();
}

export function leaf(ctx: Ctx, x: number, y: number, length: number, angle: number, fill: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(length * 0.5, -length * 0.38, length, 0);
  ctx.quadraticCurveTo(length * 0.5, length * 0.38, 0, 0);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.35)";
  ctx.lineWidth = Math.max(1, length * 0.04);
  ctx.beginPath();
  ctx.moveTo(length * 0.08, 0);
  ctx.lineTo(length * 0.9, 0);
  ctx.stroke();
  ctx.restore();
}
