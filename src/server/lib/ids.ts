import { z } from "zod";

// Built once: making the schema costs several times checking an id with it.
const uuid = z.uuid();

/** Ids come from the address: a malformed one is as unknown as anyone else's (404, not 400). */
export const isUuid = (id: string) => uuid.safeParse(id).success;
