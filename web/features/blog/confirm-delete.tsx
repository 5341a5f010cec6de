import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Spec section 5: deleting asks 'Are you sure you want to delete this post?' first. */
export function ConfirmDelete({
  open,
  title,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("blog");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent closeLabel={t("manager.cancel")} data-testid="confirm-delete">
        <DialogHeader>
          <DialogTitle>{t("manager.confirmTitle")}</DialogTitle>
          <DialogDescription>{t("manager.confirmDelete")}</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium">{title}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t("manager.cancel")}
          </Button>
          <Button
            className="bg-red-600 text-white hover:bg-red-700"
            onClick={onConfirm}
            data-testid="confirm-delete-yes"
          >
            {t("manager.actions.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
