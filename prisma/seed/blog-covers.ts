import { type Ctx, type Slot, glow, linearFill, random, ring, slotPlaceholder, star, withAlpha } from "./paint.ts";

// Featured images of the seeded blog posts, drawn like the Twend backgrounds: no stock files, no
// bytes in the database. Each says its post's idea in shapes, so the cards tell posts apart at a glance.

/** 16:9, the box the blog's cards and post page show covers in. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
export const COVER_WEBP_QUALITY = 86;

export type CoverPainter = (ctx: Ctx) => void;

function circleSlot(cx: number, cy: number, r: number): Slot {
  return { x: cx - r, y: cy - r, size: r * 2, cx, cy, r, shape: "circle" };
}

/** One avatar in a frame: placeholder figure, then a ring in the frame's colour. */
function framedAvatar(ctx: Ctx, cx: number, cy: number, r: number, frame: string, tint: string): void {
  const slot = circleSlot(cx, cy, r);
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  slotPlaceholder(ctx, slot, tint, "#1e1b4b");
  ring(ctx, slot, r * 0.06, Math.max(3, r * 0.14), frame);
}

/** "Why profile picture campaigns work": a crowd of avatars, more and more of them wearing the same frame. */
export const socialProofCover: CoverPainter = (ctx) => {
  linearFill(ctx, 0, 0, COVER_WIDTH, COVER_HEIGHT, ["#2e1065", "#6d28d9", "#db2777"]);
  glow(ctx, COVER_WIDTH * 0.7, COVER_HEIGHT * 0.35, 520, "#f472b6", 0.45);
  const rand = random(101);
  const columns = 9;
  const rows = 5;
  const step = COVER_WIDTH / columns;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cx = step * (column + 0.5) + (row % 2 === 0 ? 0 : step * 0.25);
      const cy = 70 + row * 135;
      // The frame spreads from the right: the further right, the likelier an avatar wears it.
      const framed = rand() < column / (columns - 1);
      framedAvatar(ctx, cx, cy, 44, framed ? "#fbbf24" : "rgba(255, 255, 255, 0.35)", framed ? "#fde68a" : "#c4b5fd");
    }
  }
  const shade = ctx.createLinearGradient(0, 0, COVER_WIDTH * 0.5, 0);
  shade.addColorStop(0, "rgba(46, 16, 101, 0.55)");
  shade.addColorStop(1, "rgba(46, 16, 101, 0)");
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, COVER_WIDTH, COVER_HEIGHT);
};

/** "A launch checklist": a clipboard of ticked items beside a rising launch path. */
export const checklistCover: CoverPainter = (ctx) => {
  linearFill(ctx, 0, 0, COVER_WIDTH, COVER_HEIGHT, ["#ecfeff", "#a5f3fc", "#0e7490"]);
  glow(ctx, 300, 340, 420, "#ffffff", 0.7);
  // Clipboard.
  ctx.save();
  ctx.translate(310, 350);
  ctx.rotate(-0.05);
  ctx.shadowColor = "rgba(8, 51, 68, 0.35)";
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 16;
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.roundRect(-200, -270, 400, 540, 28);
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.fillStyle = "#155e75";
  ctx.beginPath();
  ctx.roundRect(-70, -295, 140, 56, 16);
  ctx.fill();
  for (let i = 0; i < 5; i++) {
    const y = -170 + i * 92;
    const done = i < 4;
    ctx.fillStyle = done ? "#0891b2" : "#e2e8f0";
    ctx.beginPath();
    ctx.roundRect(-150, y - 26, 52, 52, 12);
    ctx.fill();
    if (done) {
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = 9;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.beginPath();
      ctx.moveTo(-138, y);
      ctx.lineTo(-127, y + 12);
      ctx.lineTo(-108, y - 12);
      ctx.stroke();
    }
    ctx.fillStyle = done ? "#94a3b8" : "#cbd5e1";
    ctx.beginPath();
    ctx.roundRect(-76, y - 9, 190 - (i % 3) * 36, 18, 9);
    ctx.fill();
  }
  ctx.restore();
  // Launch path: a dashed curve rising to a star.
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = 8;
  ctx.setLineDash([22, 18]);
  ctx.beginPath();
  ctx.moveTo(600, 600);
  ctx.bezierCurveTo(820, 590, 900, 380, 1060, 150);
  ctx.stroke();
  ctx.setLineDash([]);
  glow(ctx, 1060, 140, 160, "#fde047", 0.8);
  ctx.fillStyle = "#facc15";
  star(ctx, 1060, 140, 62, 26);
  ctx.fill();
};

/** "Frames that look good at 40 pixels": one large framed avatar and the same frame at shrinking sizes. */
export const smallSizesCover: CoverPainter = (ctx) => {
  linearFill(ctx, 0, 0, COVER_WIDTH, COVER_HEIGHT, ["#fff7ed", "#fed7aa", "#fb923c"]);
  glow(ctx, 330, 338, 360, "#ffffff", 0.8);
  framedAvatar(ctx, 330, 338, 200, "#ea580c", "#fdba74");
  ring(ctx, circleSlot(330, 338, 200), 34, 6, "rgba(124, 45, 18, 0.35)");
  let x = 660;
  for (const r of [110, 70, 42, 24]) {
    framedAvatar(ctx, x + r, 338, r, "#ea580c", "#fdba74");
    x += r * 2 + 44;
  }
  // A measuring rule under the row, ticks every 40 px.
  ctx.strokeStyle = "rgba(124, 45, 18, 0.55)";
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(660, 520);
  ctx.lineTo(1150, 520);
  ctx.stroke();
  ctx.lineWidth = 3;
  for (let tick = 660; tick <= 1150; tick += 40) {
    ctx.beginPath();
    ctx.moveTo(tick, 520);
    ctx.lineTo(tick, tick % 200 === 60 ? 548 : 536);
    ctx.stroke();
  }
};

/** "What comes next": a winding road of milestones, the passed ones lit, the next ones outlined. */
export const roadmapCover: CoverPainter = (ctx) => {
  linearFill(ctx, 0, 0, COVER_WIDTH, COVER_HEIGHT, ["#020617", "#1e1b4b", "#4c1d95"]);
  const rand = random(303);
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = `rgba(255, 255, 255, ${0.15 + rand() * 0.55})`;
    ctx.beginPath();
    ctx.arc(rand() * COVER_WIDTH, rand() * COVER_HEIGHT, 1 + rand() * 2.4, 0, Math.PI * 2);
    ctx.fill();
  }
  const points: Array<[number, number]> = [
    [90, 560],
    [330, 470],
    [560, 540],
    [790, 360],
    [1000, 280],
    [1120, 110],
  ];
  ctx.strokeStyle = withAlpha("#a78bfa", 0.9);
  ctx.lineWidth = 14;
  ctx.lineCap = "round";
  ctx.beginPath();
  points.forEach(([x, y], i) => {
    const previous = points[i - 1];
    if (!previous) ctx.moveTo(x, y);
    else ctx.quadraticCurveTo((previous[0] + x) / 2, Math.max(previous[1], y) + 60, x, y);
  });
  ctx.stroke();
  // The last point is the goal, drawn as a star below.
  points.slice(0, -1).forEach(([x, y], i) => {
    const passed = i < 3;
    if (passed) glow(ctx, x, y, 90, "#f472b6", 0.6);
    ctx.fillStyle = passed ? "#f472b6" : "#1e1b4b";
    ctx.strokeStyle = passed ? "#ffffff" : "#c4b5fd";
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.arc(x, y, passed ? 26 : 22, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  });
  glow(ctx, 1120, 110, 150, "#fde047", 0.55);
  ctx.fillStyle = "#fde047";
  star(ctx, 1120, 110, 40, 17);
  ctx.fill();
};
