import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api-client";
import { useBrand } from "../api/brands";
import { BrandEditor } from "./brand-editor";

/** One brand's page: "nova" creates one; any other id is the account's brand or a 404. */
export function BrandScreen({ id }: { id: string }) {
  const isNew = id === "nova";
  const brand = useBrand(isNew ? null : id);
  if (isNew) return <BrandEditor brand={null} />;
  if (brand.data) return <BrandEditor key={brand.data.id} brand={brand.data} />;
  if (brand.isError) {
    const missing = brand.error instanceof ApiRequestError && brand.error.status === 404;
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {missing ? "Marca não encontrada" : "Não foi possível carregar a marca"}
        </h1>
        <p className="text-muted-foreground">
          {missing ? "Ela pode ter sido excluída." : brand.error.message}
        </p>
        <Button asChild className="min-h-11">
          <Link to="/marcas">Ver minhas marcas</Link>
        </Button>
      </section>
    );
  }
  return <Spinner />;
}
