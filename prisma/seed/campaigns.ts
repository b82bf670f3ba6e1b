import type { CampaignCategory, FontName } from "@twend/shared";
import type { SeedActivity } from "./activity.ts";
import {
  SANS_FONT,
  SERIF_FONT,
  glow,
  heart,
  leaf,
  linearFill,
  namePlate,
  random,
  ribbon,
  ring,
  slotPlaceholder,
  star,
  text,
  withAlpha,
  type Ctx,
  type Slot,
} from "./paint.ts";

/** Side of every seeded background, px. */
export const BACKGROUND_SIZE = 1080;

/** Design fields in the 500x500 reference space, as stored on the campaign. */
export interface SeedDesign {
  avatarX: number;
  avatarY: number;
  avatarSize: number;
  avatarShape: "circle" | "square";
  avatarColor: string;
  textX: number;
  textY: number;
  textFont: FontName;
  textSize: number;
  textColor: string;
  includeText: boolean;
}

/** Where the design puts things, in background pixels, for the painter. */
export interface Geometry {
  /** Reference units to pixels. */
  u(value: number): number;
  size: number;
  slot: Slot;
  name: { x: number; y: number; size: number };
}

export interface SeedCampaign {
  shortId: string;
  title: string;
  description: string;
  category: CampaignCategory;
  isTrending: boolean;
  /** The funnel its counters and seeded actions both tell. */
  activity: SeedActivity;
  /** Age of the Twend when seeded, in days. */
  daysAgo: number;
  design: SeedDesign;
  paint(ctx: Ctx, g: Geometry): void;
}

export function geometryOf(design: SeedDesign, size = BACKGROUND_SIZE): Geometry {
  const u = (value: number) => (value * size) / 500;
  const px = u(design.avatarSize);
  const x = u(design.avatarX);
  const y = u(design.avatarY);
  return {
    u,
    size,
    slot: { x, y, size: px, cx: x + px / 2, cy: y + px / 2, r: px / 2, shape: design.avatarShape },
    name: { x: u(design.textX), y: u(design.textY), size: u(design.textSize) },
  };
}

const design = (fields: Partial<SeedDesign> & Pick<SeedDesign, "avatarX" | "avatarY" | "avatarSize">): SeedDesign => ({
  avatarShape: "circle",
  avatarColor: "#ffffff",
  textX: 250,
  textY: 300,
  textFont: "Arial",
  textSize: 30,
  textColor: "#ffffff",
  includeText: true,
  ...fields,
});

/** A plate wide enough for a typical name at the design's text size, kept inside the image. */
function plateFor(ctx: Ctx, g: Geometry, fill: string, stroke?: string): void {
  const room = 2 * (Math.min(g.name.x, g.size - g.name.x) - g.u(14));
  namePlate(ctx, g.name.x, g.name.y, Math.min(g.u(300), room), g.name.size * 1.9, fill, stroke);
}

export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    shortId: "world-code-day-2026",
    title: "World Code Day 2026",
    description: "Coding all day for World Code Day? Add your photo to the neon frame and tell your timeline you're shipping with the community.",
    category: "Tech",
    isTrending: true,
    activity: { views: 340, generations: 127, downloads: 109, shares: 46 },
    daysAgo: 3,
    design: design({ avatarX: 150, avatarY: 58, avatarSize: 200, avatarColor: "#22d3ee", textY: 302, textSize: 28, textColor: "#e0f2fe" }),
    paint(ctx, g) {
      const rand = random(2026);
      linearFill(ctx, 0, 0, g.size * 0.4, g.size, ["#050816", "#111447", "#2e1065"]);
      glow(ctx, g.slot.cx, g.slot.cy, g.slot.r * 2.6, "#6366f1", 0.45);
      // Dot grid and circuit traces: right-angled walks ending in pads.
      ctx.fillStyle = "rgba(148, 163, 184, 0.18)";
      for (let x = 24; x < g.size; x += 48) for (let y = 24; y < g.size; y += 48) ctx.fillRect(x - 2, y - 2, 4, 4);
      ctx.lineWidth = 4;
      for (let i = 0; i < 26; i++) {
        let x = Math.round(rand() * 22) * 48 + 24;
        let y = Math.round(rand() * 22) * 48 + 24;
        if (Math.hypot(x - g.slot.cx, y - g.slot.cy) < g.slot.r * 1.35) continue;
        const colour = rand() > 0.5 ? "#22d3ee" : "#a78bfa";
        ctx.strokeStyle = withAlpha(colour, 0.55);
        ctx.beginPath();
        ctx.moveTo(x, y);
        for (let step = 0; step < 4; step++) {
          if (step % 2 === 0) x += (rand() > 0.5 ? 1 : -1) * 48 * (1 + Math.floor(rand() * 3));
          else y += (rand() > 0.5 ? 1 : -1) * 48 * (1 + Math.floor(rand() * 3));
          ctx.lineTo(x, y);
        }
        ctx.stroke();
        ctx.fillStyle = colour;
        ctx.beginPath();
        ctx.arc(x, y, 8, 0, Math.PI * 2);
        ctx.fill();
      }
      // Calm the traces behind the title so it stays legible.
      const shade = ctx.createLinearGradient(0, g.u(320), 0, g.size);
      shade.addColorStop(0, "rgba(5, 8, 22, 0)");
      shade.addColorStop(0.35, "rgba(5, 8, 22, 0.75)");
      shade.addColorStop(1, "rgba(5, 8, 22, 0.9)");
      ctx.fillStyle = shade;
      ctx.fillRect(0, g.u(320), g.size, g.size - g.u(320));
      // Code brackets either side of the avatar.
      text(ctx, "{", g.slot.cx - g.slot.r - g.u(48), g.slot.cy, { size: g.u(110), colour: withAlpha("#22d3ee", 0.8), family: SANS_FONT });
      text(ctx, "}", g.slot.cx + g.slot.r + g.u(48), g.slot.cy, { size: g.u(110), colour: withAlpha("#22d3ee", 0.8), family: SANS_FONT });
      slotPlaceholder(ctx, g.slot, "#1e1b4b", "#c7d2fe");
      ring(ctx, g.slot, 14, 12, "#22d3ee", 36);
      ctx.setLineDash([18, 14]);
      ring(ctx, g.slot, 40, 4, withAlpha("#a78bfa", 0.9));
      ctx.setLineDash([]);
      plateFor(ctx, g, "rgba(15, 23, 42, 0.78)", "#22d3ee");
      text(ctx, "I'M CODING ON", g.size / 2, g.u(356), { size: g.u(20), colour: "#22d3ee", spacing: 8, family: SANS_FONT });
      text(ctx, "WORLD CODE DAY", g.size / 2, g.u(400), { size: g.u(62), colour: "#ffffff", maxWidth: g.u(440), shadow: "#6366f1" });
      text(ctx, "#CodeDay2026  ·  14 MARCH", g.size / 2, g.u(452), { size: g.u(19), colour: "#c4b5fd", weight: "normal", family: SANS_FONT, spacing: 3 });
    },
  },
  {
    shortId: "afrobeats-live-lagos",
    title: "Afrobeats Live: Lagos",
    description: "The biggest night of the year is loading. Grab your 'I'll be there' DP and let everyone know you're coming to Afrobeats Live.",
    category: "Music",
    isTrending: true,
    activity: { views: 505, generations: 206, downloads: 176, shares: 89 },
    daysAgo: 6,
    design: design({ avatarX: 160, avatarY: 142, avatarSize: 180, avatarColor: "#fbbf24", textY: 364, textFont: "Trebuchet MS", textSize: 28 }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, g.size, g.size, ["#4a044e", "#be185d", "#f97316"]);
      glow(ctx, g.slot.cx, g.slot.cy, g.size * 0.6, "#fde047", 0.3);
      // Sound waves rippling out of the avatar.
      for (let i = 1; i <= 9; i++) {
        ctx.strokeStyle = `rgba(255, 255, 255, ${0.2 - i * 0.018})`;
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.arc(g.slot.cx, g.slot.cy, g.slot.r + 30 + i * 46, 0, Math.PI * 2);
        ctx.stroke();
      }
      // Equaliser along the bottom edge.
      const rand = random(77);
      const bars = 36;
      const barWidth = g.size / bars;
      for (let i = 0; i < bars; i++) {
        const height = g.u(24) + rand() * g.u(70) * (0.5 + 0.5 * Math.sin((i / bars) * Math.PI));
        const gradient = ctx.createLinearGradient(0, g.size - height, 0, g.size);
        gradient.addColorStop(0, "rgba(253, 224, 71, 0.95)");
        gradient.addColorStop(1, "rgba(244, 114, 182, 0.6)");
        ctx.fillStyle = gradient;
        ctx.beginPath();
        ctx.roundRect(i * barWidth + 5, g.size - height, barWidth - 10, height + 10, 8);
        ctx.fill();
      }
      ribbon(ctx, g.size / 2, g.u(38), g.u(200), g.u(34), "#fde047", "#ca8a04");
      text(ctx, "I'LL BE THERE", g.size / 2, g.u(38), { size: g.u(20), colour: "#4a044e", spacing: 6, family: SANS_FONT });
      text(ctx, "AFROBEATS LIVE", g.size / 2, g.u(92), { size: g.u(64), colour: "#ffffff", maxWidth: g.u(460), shadow: "rgba(74, 4, 78, 0.8)" });
      text(ctx, "LAGOS  ·  12 DECEMBER  ·  EKO ARENA", g.size / 2, g.u(128), { size: g.u(15), colour: "#fef3c7", spacing: 4, family: SANS_FONT });
      slotPlaceholder(ctx, g.slot, "#831843", "#fbcfe8");
      ring(ctx, g.slot, 12, 12, "#fbbf24", 28);
      ring(ctx, g.slot, 30, 3, "rgba(255, 255, 255, 0.8)");
      plateFor(ctx, g, "rgba(74, 4, 78, 0.75)", "#fbbf24");
    },
  },
  {
    shortId: "derby-day-lions",
    title: "Derby Day: Go Lions!",
    description: "Matchday is here. Show your colours, put your face on the Lions' derby frame and rally the supporters before kick-off.",
    category: "Sports",
    isTrending: true,
    activity: { views: 655, generations: 243, downloads: 206, shares: 133 },
    daysAgo: 10,
    design: design({
      avatarX: 36,
      avatarY: 128,
      avatarSize: 210,
      avatarColor: "#ffffff",
      textX: 141,
      textY: 384,
      textFont: "Impact",
      textSize: 30,
    }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, 0, g.size, ["#0b0f19", "#1f2937"]);
      // Diagonal team stripes.
      ctx.save();
      ctx.translate(g.size / 2, g.size / 2);
      ctx.rotate(-Math.PI / 7);
      for (const [offset, width, colour] of [
        [-g.u(60), g.u(150), "#b91c1c"],
        [g.u(112), g.u(22), "#facc15"],
        [g.u(150), g.u(60), "#dc2626"],
      ] as const) {
        ctx.fillStyle = colour;
        ctx.fillRect(-g.size, offset, g.size * 2, width);
      }
      ctx.restore();
      // Floodlights from the top corners.
      for (const x of [0, g.size]) {
        const beam = ctx.createRadialGradient(x, 0, 0, x, 0, g.size * 0.9);
        beam.addColorStop(0, "rgba(255, 255, 255, 0.45)");
        beam.addColorStop(1, "rgba(255, 255, 255, 0)");
        ctx.fillStyle = beam;
        ctx.fillRect(0, 0, g.size, g.size);
      }
      // Halftone dots fading to the right.
      for (let y = 16; y < g.size; y += 32) {
        for (let x = g.size * 0.55; x < g.size; x += 32) {
          ctx.fillStyle = "rgba(255, 255, 255, 0.12)";
          ctx.beginPath();
          ctx.arc(x, y, ((x - g.size * 0.55) / (g.size * 0.45)) * 7 + 1, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      const right = g.u(372);
      text(ctx, "MATCH", right, g.u(150), { size: g.u(92), colour: "#ffffff", shadow: "rgba(0, 0, 0, 0.6)", maxWidth: g.u(230) });
      text(ctx, "DAY", right, g.u(238), { size: g.u(110), colour: "#facc15", shadow: "rgba(0, 0, 0, 0.6)", maxWidth: g.u(230) });
      ctx.fillStyle = "rgba(11, 15, 25, 0.82)";
      ctx.beginPath();
      ctx.roundRect(g.u(262), g.u(302), g.u(220), g.u(70), g.u(10));
      ctx.fill();
      ctx.fillStyle = "#facc15";
      ctx.fillRect(g.u(272), g.u(294), g.u(200), g.u(4));
      text(ctx, "LIONS  vs  EAGLES", right, g.u(325), { size: g.u(24), colour: "#ffffff", maxWidth: g.u(210), family: SANS_FONT });
      text(ctx, "SAT 19:00 · CITY ARENA", right, g.u(352), { size: g.u(15), colour: "#fde68a", family: SANS_FONT, spacing: 2, maxWidth: g.u(210) });
      for (let i = 0; i < 3; i++) {
        ctx.fillStyle = "#facc15";
        star(ctx, right - g.u(40) + i * g.u(40), g.u(60), g.u(13), g.u(6));
        ctx.fill();
      }
      slotPlaceholder(ctx, g.slot, "#111827", "#e5e7eb");
      ring(ctx, g.slot, 12, 14, "#dc2626");
      ring(ctx, g.slot, 26, 6, "#facc15");
      plateFor(ctx, g, "#dc2626", "#facc15");
    },
  },
  {
    shortId: "street-food-fest",
    title: "Street Food Festival",
    description: "Three days, forty vendors, one very full stomach. Make your festival DP and tag the friends you're dragging along.",
    category: "Food & Drinks",
    isTrending: false,
    activity: { views: 578, generations: 179, downloads: 155, shares: 53 },
    daysAgo: 15,
    design: design({
      avatarX: 160,
      avatarY: 192,
      avatarSize: 180,
      avatarShape: "square",
      avatarColor: "#7c2d12",
      textY: 416,
      textFont: "Comic Sans MS",
      textSize: 28,
      textColor: "#7c2d12",
    }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, 0, g.size, ["#fef3c7", "#fdba74", "#fb7185"]);
      const rand = random(404);
      for (let i = 0; i < 70; i++) {
        ctx.fillStyle = `rgba(255, 255, 255, ${0.25 + rand() * 0.3})`;
        ctx.beginPath();
        ctx.arc(rand() * g.size, g.u(120) + rand() * (g.size - g.u(120)), 6 + rand() * 22, 0, Math.PI * 2);
        ctx.fill();
      }
      // Bunting strung across the top.
      const flags = ["#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#a855f7"];
      for (const [rope, count, sag] of [
        [g.u(8), 11, g.u(30)],
        [g.u(-6), 9, g.u(52)],
      ] as const) {
        ctx.strokeStyle = "#7c2d12";
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(0, rope);
        ctx.quadraticCurveTo(g.size / 2, rope + sag * 2, g.size, rope);
        ctx.stroke();
        for (let i = 0; i < count; i++) {
          const t = (i + 0.5) / count;
          const x = t * g.size;
          const y = rope + sag * 2 * 2 * t * (1 - t);
          ctx.fillStyle = flags[(i + count) % flags.length] ?? "#ef4444";
          ctx.beginPath();
          ctx.moveTo(x - g.u(16), y);
          ctx.lineTo(x + g.u(16), y);
          ctx.lineTo(x, y + g.u(34));
          ctx.closePath();
          ctx.fill();
        }
      }
      text(ctx, "STREET FOOD", g.size / 2, g.u(104), { size: g.u(58), colour: "#7c2d12", maxWidth: g.u(440), shadow: "rgba(255, 255, 255, 0.7)" });
      text(ctx, "FESTIVAL", g.size / 2, g.u(145), { size: g.u(30), colour: "#be123c", spacing: 14, family: SANS_FONT });
      // Polaroid-style card around the square slot, slightly tilted.
      ctx.save();
      ctx.translate(g.slot.cx, g.slot.cy);
      ctx.rotate(-0.045);
      ctx.shadowColor = "rgba(124, 45, 18, 0.35)";
      ctx.shadowBlur = 30;
      ctx.shadowOffsetY = 10;
      ctx.fillStyle = "#fffbeb";
      const pad = g.u(14);
      ctx.fillRect(-g.slot.r - pad, -g.slot.r - pad, g.slot.size + pad * 2, g.slot.size + pad * 2);
      ctx.restore();
      // Tape strips on two corners.
      for (const side of [-1, 1]) {
        ctx.save();
        ctx.translate(g.slot.cx + side * g.slot.r, g.slot.y - g.u(4));
        ctx.rotate(side * 0.6);
        ctx.fillStyle = "rgba(254, 240, 138, 0.85)";
        ctx.fillRect(-g.u(30), -g.u(9), g.u(60), g.u(18));
        ctx.restore();
      }
      slotPlaceholder(ctx, g.slot, "#fed7aa", "#9a3412");
      ring(ctx, g.slot, 4, 8, "#7c2d12");
      plateFor(ctx, g, "#fffbeb", "#7c2d12");
      text(ctx, "TASTE THE CITY  ·  3 DAYS  ·  40 VENDORS", g.size / 2, g.u(468), {
        size: g.u(15),
        colour: "#ffffff",
        spacing: 3,
        family: SANS_FONT,
        shadow: "rgba(124, 45, 18, 0.6)",
      });
    },
  },
  {
    shortId: "plant-a-tree-day",
    title: "Plant a Tree Day",
    description: "One tree, one photo, one greener city. Planted a tree this weekend? Wear the leaf wreath and inspire someone else to plant one.",
    category: "Movement",
    isTrending: false,
    activity: { views: 483, generations: 167, downloads: 138, shares: 80 },
    daysAgo: 20,
    design: design({ avatarX: 150, avatarY: 62, avatarSize: 200, avatarColor: "#ecfdf5", textY: 312, textFont: "Verdana", textSize: 26, textColor: "#064e3b" }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, g.size * 0.3, g.size, ["#022c22", "#065f46", "#10b981"]);
      glow(ctx, g.size * 0.86, g.u(40), g.u(220), "#fde68a", 0.55);
      // Rolling hills at the bottom.
      for (const [top, colour] of [
        [g.u(380), "#047857"],
        [g.u(410), "#065f46"],
      ] as const) {
        ctx.fillStyle = colour;
        ctx.beginPath();
        ctx.moveTo(0, g.size);
        ctx.lineTo(0, top + g.u(30));
        ctx.bezierCurveTo(g.size * 0.3, top - g.u(40), g.size * 0.6, top + g.u(60), g.size, top);
        ctx.lineTo(g.size, g.size);
        ctx.closePath();
        ctx.fill();
      }
      // Leaf wreath around the avatar.
      const rand = random(11);
      const leaves = 34;
      for (let i = 0; i < leaves; i++) {
        const angle = (i / leaves) * Math.PI * 2;
        if (Math.abs(angle - Math.PI / 2) < 0.35) continue;
        const radius = g.slot.r + g.u(10);
        const x = g.slot.cx + Math.cos(angle) * radius;
        const y = g.slot.cy + Math.sin(angle) * radius;
        const tint = ["#34d399", "#6ee7b7", "#a3e635", "#10b981"][Math.floor(rand() * 4)] ?? "#34d399";
        leaf(ctx, x, y, g.u(30) + rand() * g.u(10), angle + Math.PI / 2 + (rand() - 0.5) * 0.5, tint);
      }
      slotPlaceholder(ctx, g.slot, "#064e3b", "#d1fae5");
      ring(ctx, g.slot, 4, 6, "#ecfdf5");
      plateFor(ctx, g, "#ecfdf5");
      text(ctx, "I PLANTED A TREE", g.size / 2, g.u(388), { size: g.u(50), colour: "#ffffff", maxWidth: g.u(440), shadow: "rgba(2, 44, 34, 0.7)" });
      text(ctx, "#PlantATreeDay  ·  GROW THE CITY GREEN", g.size / 2, g.u(436), { size: g.u(16), colour: "#d1fae5", spacing: 3, family: SANS_FONT });
      const rand2 = random(12);
      for (let i = 0; i < 10; i++) {
        leaf(ctx, rand2() * g.size, g.u(460) + rand2() * g.u(30), g.u(18), -Math.PI / 2 + (rand2() - 0.5) * 1.2, "#a7f3d0");
      }
    },
  },
  {
    shortId: "founders-summit-2026",
    title: "Founders Summit 2026",
    description: "Two days of talks, deals and very good coffee. Attending or speaking? Put yourself on the official summit frame and share it.",
    category: "Business",
    isTrending: false,
    activity: { views: 422, generations: 119, downloads: 100, shares: 38 },
    daysAgo: 26,
    design: design({
      avatarX: 262,
      avatarY: 118,
      avatarSize: 200,
      avatarColor: "#d4af37",
      textX: 362,
      textY: 366,
      textFont: "Georgia",
      textSize: 26,
      textColor: "#0f172a",
    }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, g.size, g.size, ["#020617", "#0f172a", "#134e4a"]);
      const gold = "#d4af37";
      // Art-deco fans in two corners.
      ctx.strokeStyle = withAlpha(gold, 0.35);
      ctx.lineWidth = 3;
      for (const [x, y] of [
        [0, g.size],
        [g.size, 0],
      ] as const) {
        for (let i = 1; i <= 9; i++) {
          ctx.beginPath();
          ctx.arc(x, y, i * g.u(26), 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      ctx.strokeStyle = withAlpha(gold, 0.6);
      ctx.lineWidth = 4;
      ctx.strokeRect(g.u(14), g.u(14), g.size - g.u(28), g.size - g.u(28));
      ctx.lineWidth = 1.5;
      ctx.strokeRect(g.u(22), g.u(22), g.size - g.u(44), g.size - g.u(44));
      glow(ctx, g.slot.cx, g.slot.cy, g.slot.r * 2, "#14b8a6", 0.35);
      const left = g.u(140);
      text(ctx, "FOUNDERS", left, g.u(150), { size: g.u(50), colour: "#ffffff", family: SERIF_FONT, maxWidth: g.u(220) });
      text(ctx, "SUMMIT", left, g.u(204), { size: g.u(50), colour: "#ffffff", family: SERIF_FONT, maxWidth: g.u(220) });
      text(ctx, "2026", left, g.u(270), { size: g.u(72), colour: gold, family: SERIF_FONT, maxWidth: g.u(220) });
      ctx.fillStyle = gold;
      ctx.fillRect(left - g.u(60), g.u(312), g.u(120), g.u(3));
      text(ctx, "CAPE TOWN  ·  9-10 MAY", left, g.u(336), { size: g.u(14), colour: "#99f6e4", spacing: 3, family: SANS_FONT, maxWidth: g.u(220) });
      ribbon(ctx, left, g.u(410), g.u(190), g.u(36), gold, "#a16207");
      text(ctx, "I'M ATTENDING", left, g.u(410), { size: g.u(20), colour: "#0f172a", spacing: 4, family: SANS_FONT });
      slotPlaceholder(ctx, g.slot, "#0f766e", "#ccfbf1");
      ring(ctx, g.slot, 10, 8, gold);
      ring(ctx, g.slot, 26, 2, withAlpha(gold, 0.8));
      plateFor(ctx, g, gold);
    },
  },
  {
    shortId: "blood-drive-heroes",
    title: "Blood Drive: Be a Hero",
    description: "Every donation can save up to three lives. Donated today? Wear the hero frame and remind your friends there's still time to give.",
    category: "Safety & Health",
    isTrending: false,
    activity: { views: 383, generations: 135, downloads: 114, shares: 84 },
    daysAgo: 33,
    design: design({ avatarX: 155, avatarY: 48, avatarSize: 190, avatarColor: "#dc2626", textY: 286, textSize: 26 }),
    paint(ctx, g) {
      linearFill(ctx, 0, 0, 0, g.size, ["#ffffff", "#fff1f2", "#ffe4e6"]);
      const rand = random(31);
      // Faint plus signs and hearts.
      for (let i = 0; i < 34; i++) {
        const x = rand() * g.size;
        const y = rand() * g.u(330);
        const s = g.u(6) + rand() * g.u(8);
        if (Math.hypot(x - g.slot.cx, y - g.slot.cy) < g.slot.r * 1.4) continue;
        ctx.fillStyle = "rgba(225, 29, 72, 0.14)";
        if (i % 2 === 0) {
          ctx.fillRect(x - s, y - s / 3, s * 2, (s * 2) / 3);
          ctx.fillRect(x - s / 3, y - s, (s * 2) / 3, s * 2);
        } else {
          heart(ctx, x, y - s, s * 2);
          ctx.fill();
        }
      }
      // Heartbeat line running through the avatar.
      ctx.strokeStyle = "#e11d48";
      ctx.lineWidth = 7;
      ctx.lineJoin = "round";
      const y = g.slot.cy;
      const beat = (from: number, to: number) => {
        const w = to - from;
        ctx.moveTo(from, y);
        ctx.lineTo(from + w * 0.35, y);
        ctx.lineTo(from + w * 0.45, y - g.u(40));
        ctx.lineTo(from + w * 0.55, y + g.u(36));
        ctx.lineTo(from + w * 0.63, y - g.u(14));
        ctx.lineTo(from + w * 0.7, y);
        ctx.lineTo(to, y);
      };
      ctx.beginPath();
      beat(0, g.slot.cx - g.slot.r - 20);
      beat(g.slot.cx + g.slot.r + 20, g.size);
      ctx.stroke();
      // Red wave holding the title.
      const wave = ctx.createLinearGradient(0, g.u(330), 0, g.size);
      wave.addColorStop(0, "#e11d48");
      wave.addColorStop(1, "#9f1239");
      ctx.fillStyle = wave;
      ctx.beginPath();
      ctx.moveTo(0, g.u(340));
      ctx.bezierCurveTo(g.size * 0.3, g.u(300), g.size * 0.65, g.u(380), g.size, g.u(325));
      ctx.lineTo(g.size, g.size);
      ctx.lineTo(0, g.size);
      ctx.closePath();
      ctx.fill();
      slotPlaceholder(ctx, g.slot, "#fecdd3", "#9f1239");
      ring(ctx, g.slot, 8, 10, "#e11d48");
      ring(ctx, g.slot, 22, 3, "rgba(225, 29, 72, 0.45)");
      plateFor(ctx, g, "#e11d48");
      ctx.fillStyle = "#ffffff";
      heart(ctx, g.size / 2, g.u(360), g.u(26));
      ctx.fill();
      text(ctx, "I DONATED BLOOD", g.size / 2, g.u(418), { size: g.u(54), colour: "#ffffff", maxWidth: g.u(440), shadow: "rgba(76, 5, 25, 0.5)" });
      text(ctx, "BE A HERO  ·  SAVE LIVES  ·  GIVE TODAY", g.size / 2, g.u(462), { size: g.u(16), colour: "#ffe4e6", spacing: 3, family: SANS_FONT });
    },
  },
  {
    shortId: "indie-film-night",
    title: "Indie Film Night Premiere",
    description: "Red carpet, rooftop screen, local stories. Heading to the premiere? Step under the marquee lights with your own DP.",
    category: "Film",
    isTrending: false,
    activity: { views: 300, generations: 85, downloads: 73, shares: 29 },
    daysAgo: 41,
    design: design({
      avatarX: 160,
      avatarY: 66,
      avatarSize: 180,
      avatarColor: "#fcd34d",
      textY: 294,
      textFont: "Times New Roman",
      textSize: 28,
      textColor: "#fcd34d",
    }),
    paint(ctx, g) {
      ctx.fillStyle = "#09090b";
      ctx.fillRect(0, 0, g.size, g.size);
      // Spotlight cone from above.
      const cone = ctx.createRadialGradient(g.slot.cx, -g.u(40), g.u(10), g.slot.cx, g.slot.cy, g.u(330));
      cone.addColorStop(0, "rgba(253, 230, 138, 0.55)");
      cone.addColorStop(1, "rgba(253, 230, 138, 0)");
      ctx.fillStyle = cone;
      ctx.fillRect(0, 0, g.size, g.size);
      // Film strips down both edges.
      const strip = g.u(44);
      for (const x of [0, g.size - strip]) {
        ctx.fillStyle = "#27272a";
        ctx.fillRect(x, 0, strip, g.size);
        ctx.fillStyle = "#09090b";
        for (let y = g.u(8); y < g.size; y += g.u(26)) {
          ctx.beginPath();
          ctx.roundRect(x + g.u(8), y, g.u(10), g.u(14), 3);
          ctx.roundRect(x + strip - g.u(18), y, g.u(10), g.u(14), 3);
          ctx.fill();
        }
      }
      const rand = random(5);
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `rgba(253, 224, 71, ${0.15 + rand() * 0.5})`;
        star(ctx, strip + rand() * (g.size - strip * 2), rand() * g.size, 4 + rand() * 7, 2 + rand() * 2);
        ctx.fill();
      }
      slotPlaceholder(ctx, g.slot, "#3f3f46", "#fef3c7");
      ring(ctx, g.slot, 10, 6, "#fcd34d");
      ring(ctx, g.slot, 42, 16, "#78350f");
      // Marquee bulbs around the frame.
      const bulbs = 28;
      for (let i = 0; i < bulbs; i++) {
        const angle = (i / bulbs) * Math.PI * 2;
        const bx = g.slot.cx + Math.cos(angle) * (g.slot.r + 42);
        const by = g.slot.cy + Math.sin(angle) * (g.slot.r + 42);
        glow(ctx, bx, by, 18, "#fde68a", 0.7);
        ctx.fillStyle = "#fffbeb";
        ctx.beginPath();
        ctx.arc(bx, by, 5, 0, Math.PI * 2);
        ctx.fill();
      }
      plateFor(ctx, g, "#18181b", "#fcd34d");
      text(ctx, "PREMIERE NIGHT", g.size / 2, g.u(346), { size: g.u(18), colour: "#fcd34d", spacing: 10, family: SANS_FONT });
      text(ctx, "Indie Film Night", g.size / 2, g.u(396), {
        size: g.u(58),
        colour: "#ffffff",
        family: SERIF_FONT,
        maxWidth: g.u(400),
        shadow: "rgba(252, 211, 77, 0.5)",
      });
      text(ctx, "28 NOVEMBER  ·  ROOFTOP CINEMA", g.size / 2, g.u(446), { size: g.u(16), colour: "#d4d4d8", spacing: 4, family: SANS_FONT });
    },
  },
];
