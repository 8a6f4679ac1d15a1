// vitest stand-in for Next's `server-only` marker: tests import server modules on purpose.
export {};
