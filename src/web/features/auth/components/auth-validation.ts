import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, registerSchema } from "@shared/auth";

// Loaded on demand by the sign-in and sign-up forms (lib/lazy-resolver.ts).
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
