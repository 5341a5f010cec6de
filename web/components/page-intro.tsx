import type { ReactNode } from "react";

/** The heading block every signed-in page opens with. */
export function PageIntro({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-1 max-w-2xl text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
