// The store's own tables. Auth tables come in 002 (better-auth's schema).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up001(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const blob = dialect === 'postgres' ? sql`bytea` : sql`blob`;

    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('des', 'text', (c) => c.notNull())
      .addColumn('min_quantity', 'integer', (c) => c.notNull())
      .addColumn('max_quantity', 'integer', (c) => c.notNull().check(sql`max_quantity >= 0`))
      .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_newest').on('products').columns(['created_at desc', 'id desc']).execute();
    await db.schema.createIndex('products_price').on('products').columns(['price', 'id']).execute();
    await db.schema.createIndex('products_name').on('products').columns(['name', 'id']).execute();

    await db.schema
      .createTable('product_terms')
      // NOTE: byte-order collation on PostgreSQL so that prefix range scans match SQLite's.
      .addColumn('term', 'text', (c) =>
        dialect === 'postgres' ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull(),
      )
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('product_terms_pk', ['term', 'product_id'])
      // NOTE: on SQLite the rows live in the primary key's b-tree itself (no rowid table beside it):
      // about half the size for a table that is nothing but its key.
      .$call((t) => (dialect === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
      .execute();
    await db.schema.createIndex('product_terms_product').on('product_terms').column('product_id').execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('des', 'text', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull().check(sql`number between 1 and 5`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reviews_newest').on('reviews').columns(['created_at desc', 'id desc']).execute();

    await db.schema
      .createTable('profiles')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('education', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('profil', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text')
      .addColumn('productname', 'text', (c) => c.notNull())
      .addColumn('unit_price', 'bigint', (c) => c.notNull())
      .addColumn('order_quanty', 'integer', (c) => c.notNull().check(sql`order_quanty > 0`))
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('order_ref', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_user_newest').on('orders').columns(['user_id', 'created_at desc']).execute();
    await db.schema.createIndex('orders_newest').on('orders').columns(['created_at desc', 'id desc']).execute();
    await db.schema.createIndex('orders_product').on('orders').column('product_id').execute();

    await db.schema
      .createTable('payment_intents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_intents_order').on('payment_intents').column('order_id').execute();

    await db.schema
      .createTable('webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  };
}
