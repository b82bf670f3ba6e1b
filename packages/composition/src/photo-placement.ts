import type { DpImage } from "./canvas-types.ts";
import { normalizeRotation, PHOTO_ZOOM } from "./page-measures.ts";

/**
 * How the visitor placed the photo in its window (the avatar slot, or the whole frame of an
 * overlay Twend). `zoom` 1..4 (1 = the photo just covers the window at its rotation);
 * `offsetX`/`offsetY` move the photo right/down by that fraction of the window's shorter side;
 * `rotation` turns it clockwise, in degrees (absent: 0). All are resolution-independent, so a
 * preview and the full render show the same picture, and clamped so the photo always covers the window.
 */
export interface PhotoTransform {
  zoom: number;
  offsetX: number;
  offsetY: number;
  rotation?: number | undefined;
}

/** A width and a height, in any unit. */
export interface Size {
  width: number;
  height: number;
}

/** Where the photo is drawn: its centre, size and turn in output pixels, before the window clips it. */
export interface PhotoPlacement {
  centerX: number;
  centerY: number;
  /** Output pixels per photo pixel. */
  scale: number;
  /** Clockwise, in radians. */
  rotation: number;
  /** The photo's drawn size, output pixels. */
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * The window's extent along the photo's own axes once the photo is turned by `radians`:
 * the photo must be at least this wide and tall, drawn, to cover the window.
 */
function windowAlongPhoto(window: Size, radians: number): Size {
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: window.width * cos + window.height * sin, height: window.width * sin + window.height * cos };
}

interface Fit {
  zoom: number;
  rotation: number;
  radians: number;
  /** Window units (its shorter side) per photo pixel at this zoom and turn. */
  scale: number;
  /** How far the photo's centre may move from the window's, along the photo's axes, in window units. */
  slack: Size;
}

function fit(transform: PhotoTransform | undefined, photo: Size, window: Size): Fit {
  if (!(photo.width > 0 && photo.height > 0)) throw new RangeError(`Photo has no size (${photo.width}x${photo.height})`);
  if (!(window.width > 0 && window.height > 0)) throw new RangeError(`Photo window has no size (${window.width}x${window.height})`);
  const unit = Math.min(window.width, window.height);
  const zoom = clamp(finiteOr(transform?.zoom, 1), PHOTO_ZOOM.min, PHOTO_ZOOM.max);
  const rotation = normalizeRotation(transform?.rotation);
  const radians = (rotation * Math.PI) / 180;
  const needed = windowAlongPhoto({ width: window.width / unit, height: window.height / unit }, radians);
  const scale = Math.max(needed.width / photo.width, needed.height / photo.height) * zoom;
  return {
    zoom,
    rotation,
    radians,
    scale,
    slack: { width: Math.max(0, (photo.width * scale - needed.width) / 2), height: Math.max(0, (photo.height * scale - needed.height) / 2) },
  };
}

/**
 * The offsets kept where the turned photo still covers the window: the move is taken along the
 * photo's axes, limited there by how much of the photo overhangs the window, and turned back.
 */
function clampOffsets(offsetX: number, offsetY: number, { radians, slack }: Fit): { offsetX: number; offsetY: number } {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const alongX = clamp(offsetX * cos + offsetY * sin, -slack.width, slack.width);
  const alongY = clamp(-offsetX * sin + offsetY * cos, -slack.height, slack.height);
  // Exact zeros stay zeros, so an untouched transform compares equal after clamping.
  const round = (value: number) => (Math.abs(value) < 1e-12 ? 0 : value);
  return { offsetX: round(alongX * cos - alongY * sin), offsetY: round(alongX * sin + alongY * cos) };
}

/**
 * The transform as it will be drawn: zoom in range, rotation normalised, offsets where the
 * photo still covers a window of `window`'s shape. Callers that move the photo keep their
 * state clamped with this, so a drag past the edge builds up no slack a drag back must undo.
 */
export function clampPhotoTransform(transform: PhotoTransform, photo: Size, window: Size): PhotoTransform {
  const fitted = fit(transform, photo, window);
  return { zoom: fitted.zoom, rotation: fitted.rotation, ...clampOffsets(finiteOr(transform.offsetX, 0), finiteOr(transform.offsetY, 0), fitted) };
}

/** Where the photo lands in `window` (output pixels) for the visitor's transform. */
export function placePhoto(photo: DpImage, window: { x: number; y: number; width: number; height: number }, transform?: PhotoTransform): PhotoPlacement {
  const fitted = fit(transform, photo, window);
  const { offsetX, offsetY } = clampOffsets(finiteOr(transform?.offsetX, 0), finiteOr(transform?.offsetY, 0), fitted);
  const unit = Math.min(window.width, window.height);
  const scale = fitted.scale * unit;
  return {
    centerX: window.x + window.width / 2 + offsetX * unit,
    centerY: window.y + window.height / 2 + offsetY * unit,
    scale,
    rotation: fitted.radians,
    width: photo.width * scale,
    height: photo.height * scale,
  };
}
