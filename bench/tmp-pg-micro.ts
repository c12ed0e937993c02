import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { insertProducts } from '../apps/api/src/features/catalog/catalog.repository.ts';
import { placeOrder } from '../apps/api/src/features/orders/orders.service.ts';
import { newId } from '../apps/api/src/lib/ids.ts';
const url = 'postgres://postgres@127.0.0.1:5432/test';
const schema = 't_ordersmicro' + Date.now();
const c = new pg.Client({ connectionString: url }); await c.connect(); await c.query(`create schema ${schema}`); await c.end();
const s = openDatabase({ kind: 'postgres', url, schema, poolSize: 10 });
await migrateToLatest(s);
const pid = newId();
await s.db.transaction().execute((trx) => insertProducts(trx, [{ id: pid, name: 'P', img: '/x', des: 'd', minQuantity: 1, maxQuantity: 1000000, price: 100, createdAt: 'x', updatedAt: 'x' }]));
const user = { id: 'u1', email: 'u@example.com', name: 'U', role: 'user' as const };
async function cte() {
  const id = newId();
  await s.db.with('taken', (db) => db.updateTable('products').set((eb) => ({ maxQuantity: eb('maxQuantity', '-', 1) })).where('id', '=', pid).where('maxQuantity', '>=', 1).returning(['name', 'price']))
    .insertInto('orders')
    .columns(['id','userId','email','productId','productname','unitPrice','orderQuanty','total','address','phone','orderRef','status','createdAt'])
    .expression((eb) => eb.selectFrom('taken').select((e) => [sql.lit(id).as('id'), sql.lit('u1').as('userId'), sql.lit('u@example.com').as('email'), sql.lit(pid).as('productId'), 'name', 'price', sql.lit(1).as('q'), 'price as total', sql.lit('a').as('address'), sql.lit('0').as('phone'), sql.lit('').as('orderRef'), sql.lit('unpaid').as('status'), sql.lit('x').as('createdAt')]))
    .returning('id').executeTakeFirst();
}
for (const [name, fn] of [['transaction', () => placeOrder(s.db, user, { productId: pid, orderQuanty: 1, address: 'a', phone: '01711000000' })], ['cte', cte]] as const) {
  const t0 = performance.now(); let done = 0; const N = 2000;
  await Promise.all(Array.from({ length: 50 }, async () => { while (done < N) { done++; await fn(); } }));
  console.log(name, Math.round(N / ((performance.now() - t0) / 1000)), 'orders/s');
}
const left = await s.db.selectFrom('products').select('maxQuantity').executeTakeFirstOrThrow(); console.log(left);
await s.close();
const d = new pg.Client({ connectionString: url }); await d.connect(); await d.query(`drop schema ${schema} cascade`); await d.end();
