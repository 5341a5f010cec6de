import { HouseIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn("grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground", className)}>
      <HouseIcon aria-hidden className="size-4" />
    </span>
  );
}
