// Copied from @rspress/core 2.0.22, dist/theme/components/SwitchAppearance/getClipPath.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
const round = (value: number) => Math.round(1e6 * value) / 1e6;

/**
 * The two ends of the circle the appearance animation grows from the pointer: the same
 * geometry as the theme's toggle, so both look alike.
 */
export function clipPath({
  height,
  width,
  x,
  y,
}: {
  height: number;
  width: number;
  x: number;
  y: number;
}) {
  const endRadius = Math.hypot(Math.max(x, width - x + 200), Math.max(y, height - y + 200));
  const diagonal = Math.hypot(width, height) / Math.SQRT2;
  const px = round((x / width) * 100);
  const py = round((y / height) * 100);
  const end = round((endRadius / diagonal) * 100);
  return [`circle(0% at ${px}% ${py}%)`, `circle(${end}% at ${px}% ${py}%)`];
}
