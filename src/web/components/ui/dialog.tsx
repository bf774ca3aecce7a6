import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;

/** DialogContent's classes that make it a bottom sheet on a phone, the height the screen allows. */
export const PHONE_SHEET =
  "max-sm:bottom-0 max-sm:left-0 max-sm:top-auto max-sm:max-h-[90dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:p-4";
export const DialogTrigger = DialogPrimitive.Trigger;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Where focus goes on close when what opened the dialog is gone (default: the page's main). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * Closing gives focus back to what opened the dialog; when that is gone (a deleted row, a
 * replaced button), to `returnFocusTo` or the page's main region, never to <body>.
 */
export function DialogContent({
  className,
  children,
  returnFocusTo,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg",
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet: it is on what opened it.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Radix then focuses the DialogTrigger, if there is one; a dialog opened without one
          // would leave focus on <body>.
          queueMicrotask(() => {
            if (document.activeElement && document.activeElement !== document.body) return;
            const from = opener.current;
            const target =
              from instanceof HTMLElement && from.isConnected
                ? from
                : (returnFocusTo?.() ?? document.getElementById("conteudo"));
            target?.focus({ preventScroll: true });
          });
        }}
        {...props}
      >
        {children}
        {/* On a phone, a 44 px square around the cross answers a finger. */}
        <DialogPrimitive.Close className="absolute right-4 top-4 flex items-center justify-center rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring cursor-pointer max-sm:right-1 max-sm:top-1 max-sm:size-11">
          <X className="h-4 w-4" />
          <span className="sr-only">Fechar</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col space-y-1.5 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
