/** Shown before translations load, so it carries no text of its own; the role names it for screen readers. */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-screen place-items-center" role="progressbar" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}
