import { LOGO_TOO_LARGE, LOGO_TYPES, MAX_LOGO_BYTES } from "@shared/art";
import { ImageUp, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { type Brand, logoUrl, useRemoveLogo, useUploadLogo } from "../api/brands";

/**
 * The brand's logo: sent as soon as it is picked (the server decodes and re-encodes it, and
 * says why in Portuguese when it cannot); a new brand gets one once it is saved.
 */
export function BrandLogoField({ brand }: { brand: Brand | null }) {
  const inputId = useId();
  const upload = useUploadLogo(brand?.id ?? "");
  const remove = useRemoveLogo(brand?.id ?? "");
  if (!brand) {
    return (
      <p className="text-sm text-muted-foreground">
        Salve a marca para enviar o logo usado nas artes.
      </p>
    );
  }
  const src = logoUrl(brand);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // Checked here too, to spare sending 2 MB to be told so.
    if (file.size > MAX_LOGO_BYTES) {
      toast.error("Logo não enviado", { description: LOGO_TOO_LARGE });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success("Logo salvo", { description: "As próximas artes já usam o novo logo." });
    } catch (error) {
      toast.error("Logo não enviado", { description: (error as Error).message });
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Logo (PNG, JPEG ou WebP, até 2 MB)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {src ? (
          <img
            src={src}
            alt={`Logo de ${brand.brandName}`}
            width={96}
            height={48}
            className="h-12 w-24 rounded border bg-card object-contain"
          />
        ) : (
          <span className="text-sm text-muted-foreground">Sem logo: as artes mostram o nome.</span>
        )}
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent sm:min-h-10"
        >
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {upload.isPending ? "Enviando..." : src ? "Trocar logo" : "Enviar logo"}
        </label>
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(",")}
          className="sr-only"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {src && (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 sm:min-h-10"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden="true" />
            Remover logo
          </Button>
        )}
      </div>
    </div>
  );
}
