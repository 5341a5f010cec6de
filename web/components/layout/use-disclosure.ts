import { useEffect, useId, useRef, useState } from "react";

/**
 * A button that shows and hides a panel (the public header's small menus): Escape closes it and gives the focus
 * back to the button; with `closeOnOutside` a pointer outside the root closes it too.
 */
export function useDisclosure({ closeOnOutside = false } = {}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      root.current?.querySelector("button")?.focus();
    };
    if (closeOnOutside) document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, closeOnOutside]);

  return { open, setOpen, root, id };
}
