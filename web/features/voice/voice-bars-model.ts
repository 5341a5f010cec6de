/**
 * Heights (0 to 1) of the widget's bars for a volume: highest in the middle, never flat, so the bars
 * read as a voice even at a low level.
 */
export function barHeights(volume: number, count: number): number[] {
  const level = Math.min(1, Math.max(0, volume));
  return Array.from({ length: count }, (_, index) => {
    const centre = (count - 1) / 2;
    const shape = 1 - Math.abs(index - centre) / (centre + 1);
    const ripple = 0.75 + 0.25 * Math.sin(index * 1.7);
    return Math.min(1, 0.12 + level * shape * ripple * 0.88);
  });
}
