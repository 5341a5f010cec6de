import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function ReportSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="break-inside-avoid border-t py-4" data-testid={testId}>
      <h2 className="mb-2 text-base font-semibold text-primary">{title}</h2>
      {children}
    </section>
  );
}

export function Rows({ rows, narrow = false }: { rows: [string, ReactNode][]; narrow?: boolean }) {
  return (
    // Columns follow the report's own width (a container query), not the window's: with the assistant open or on
    // A4 paper the report is narrower than the screen, and a long e-mail address must wrap instead of overlapping.
    <dl
      className={cn(
        "grid gap-x-6 gap-y-1 text-sm",
        narrow ? "@md:grid-cols-[9rem_minmax(0,1fr)]" : "@xl:grid-cols-[16rem_minmax(0,1fr)]",
      )}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
