import { MAX_BRANDS } from "@shared/brands";
import { Plus, Store } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { useBrandList, useDuplicateBrand } from "../api/brands";
import { BrandCard } from "./brand-card";
import { ConnectOutcomeAlert } from "./connect-outcome";
import { DeleteBrandDialog } from "./delete-brand-dialog";

/** "Minhas marcas": every brand of the account, the start of each Prompt Mãe, and its actions. */
export function BrandsScreen() {
  const navigate = useNavigate();
  const brands = useBrandList();
  const duplicate = useDuplicateBrand();
  const [deleting, setDeleting] = useState<{ id: string; brandName: string } | null>(null);
  const items = brands.data?.items;
  const full = (items?.length ?? 0) >= MAX_BRANDS;

  const onDuplicate = (id: string) =>
    duplicate.mutate(id, {
      onSuccess: (copy) => {
        toast.success("Marca duplicada", { description: `"${copy.brandName}" foi criada.` });
        navigate(`/marcas/${copy.id}`);
      },
      onError: (error) => toast.error("Erro ao duplicar marca", { description: error.message }),
    });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ConnectOutcomeAlert />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Minhas marcas</h1>
          <p className="text-muted-foreground">
            Cada marca guarda o seu Prompt Mãe: escolha a marca em qualquer ferramenta e o conteúdo
            sai com a voz dela.
          </p>
        </div>
        {items && items.length > 0 && (
          <Button asChild={!full} disabled={full} className="min-h-11 sm:min-h-10">
            {full ? (
              <span>Limite de {MAX_BRANDS} marcas atingido</span>
            ) : (
              <Link to="/marcas/nova">
                <Plus aria-hidden="true" />
                Nova marca
              </Link>
            )}
          </Button>
        )}
      </div>
      {brands.isError ? (
        <LoadFailed
          message="Não foi possível carregar suas marcas."
          onRetry={() => brands.refetch()}
        />
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <Store className="h-10 w-10 text-primary" aria-hidden="true" />
            <div className="space-y-1">
              <h2 className="text-xl font-semibold">Cadastre sua primeira marca</h2>
              <p className="max-w-md text-muted-foreground">
                Conte quem é a marca uma vez e use o Prompt Mãe dela nas estratégias e roteiros, sem
                copiar e colar.
              </p>
            </div>
            <Button asChild className="min-h-11">
              <Link to="/marcas/nova">
                <Plus aria-hidden="true" />
                Criar minha primeira marca
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Marcas">
          {items.map((brand) => (
            <li key={brand.id} className="flex">
              <BrandCard
                brand={brand}
                duplicating={duplicate.isPending && duplicate.variables === brand.id}
                onDuplicate={() => onDuplicate(brand.id)}
                onDelete={() => setDeleting(brand)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeleteBrandDialog brand={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
