// Files: users' photos and videos of a property, generated PDFs, and the blobs of both when they
// are kept in the database (LOTLINE_FILE_STORE=database).
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A user's photo or video of one property (spec 2: 'Photos and videos'). The files live in the
 * media store under `blob_key` (a folder of `original.<ext>`, and for photos `medium.webp` and
 * `thumb.webp`); `bytes`, `width` and `height` are the served original's. Kept without a foreign
 * key, like the overrides, so a re-import of the parcels does not lose them.
 */
export const propertyMedia = pgTable(
  'property_media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    parcelId: text('parcel_id').notNull(),
    category: text('category').notNull(),
    caption: text('caption'),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    blobKey: text('blob_key').notNull(),
    /** The organization whose embed uploaded it with a widget token (issue 28), or null: uploaded on Lotline's own pages. */
    embedOrganizationId: text('embed_organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_media_user_parcel_idx').on(t.userId, t.parcelId)],
);


// Generated PDFs (issue 9): the file lives in the PDF blob store under `<id>.pdf`; the row says
// whose it is, its download name, and when the link stops working (LOTLINE_PDF_TTL_DAYS).
export const pdfReports = pgTable(
  'pdf_reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    filename: text('filename').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pdf_reports_expires_at_idx').on(t.expiresAt)],
);

/** A PostgreSQL `bytea` value, read and written as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Uploaded media and generated PDFs when LOTLINE_FILE_STORE=database (the default on PostgreSQL):
// the blobs of `MediaStore` by store ('media' or 'pdf') and key, so servers keep no files.
export const fileBlobs = pgTable(
  'file_blobs',
  {
    store: text('store', { enum: ['media', 'pdf'] }).notNull(),
    key: text('key').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.store, t.key] })],
);
