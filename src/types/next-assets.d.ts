// Static-asset module types (PNG imports of leaflet's marker icons). Next writes the same reference
// into the git-ignored next-env.d.ts on build; `npm test` typechecks a fresh clone before any build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
