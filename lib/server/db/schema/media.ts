import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core'
import { storedFile, storedFileChecks } from './columns'
import { users } from './users'

/**
 * Pictures staff uploaded for content and settings (logos, covers), served at `/media/{id}`. The bytes live in the
 * file storage; the type and size were read from the content, never from the name.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...storedFile(),
    /** Read from the picture's header, so pages can reserve its space. */
    width: integer('width'),
    height: integer('height'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('media_created_idx').on(t.created_at.desc()), ...storedFileChecks('media', t)],
)
