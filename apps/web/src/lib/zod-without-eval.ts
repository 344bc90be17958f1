import { config } from "zod";

// The console runs under script-src 'self', without 'unsafe-eval'. Zod compiles its faster object
// parsers with `new Function`, and its probe for that is reported as a policy violation even though
// Zod catches it. Jitless skips the probe; it must be set before any schema is built.
config({ jitless: true });
