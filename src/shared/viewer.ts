import { z } from "zod";
import { WORKSPACE_ROLES } from "./workspaces.ts";

/** GET /api/me: the signed-in user as the SPA needs it, or null. */
export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      fullName: z.string().nullable(),
      username: z.string().nullable(),
      createdAt: z.string(),
      role: z.enum(["admin", "user"]),
      isLocked: z.boolean(),
      lockedReason: z.string().nullable(),
      /** The Pro tools are open to this user (the server's rule: an admin, or a subscription that grants access). */
      hasProAccess: z.boolean(),
      subscription: z
        .object({
          planId: z.number(),
          planName: z.string(),
          status: z.string(),
          currentPeriodEnd: z.string().nullable(),
        })
        .nullable(),
      /** The workspace the user works in (the switcher's name), with their role and brand access. */
      workspace: z.object({
        id: z.string(),
        name: z.string(),
        personal: z.boolean(),
        role: z.enum(WORKSPACE_ROLES),
        /** null: every brand. */
        brandIds: z.array(z.string()).nullable(),
        /** The team the user was removed from since they last chose where to work. */
        removedFrom: z.string().optional(),
      }),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;
export type MeUser = NonNullable<Me["user"]>;

export const apiErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
