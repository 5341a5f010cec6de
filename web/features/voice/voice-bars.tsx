import { cn } from "@/lib/utils";
import { barHeights } from "./voice-bars-model";

/** The widget's animated bars (spec: 12), following the assistant's volume. */
export function VoiceBars({
  volume,
  count,
  active,
  color,
}: {
  volume: number;
  count: number;
  active: boolean;
  color: string;
}) {
  const heights = barHeights(active ? volume : 0, count);
  return (
    <div
      aria-hidden
      data-testid="voice-bars"
      data-active={active}
      className="flex h-16 items-center justify-center gap-1.5"
    >
      {heights.map((height, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are a fixed row; position is their identity
          key={index}
          data-testid="voice-bar"
          className={cn(
            "w-1.5 rounded-full transition-[height,opacity] duration-100 ease-out motion-reduce:transition-none",
            active ? "opacity-100" : "opacity-40",
            active && volume === 0 && "animate-pulse motion-reduce:animate-none",
          )}
          style={{ height: `${Math.round(height * 100)}%`, backgroundColor: color }}
        />
      ))}
    </div>
  );
}
