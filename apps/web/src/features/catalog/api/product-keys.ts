// The query key every products query in the app sits under: a product write (an admin's edit or
// delete, an order taking stock or a cancelled one giving it back) invalidates them all with it.
export const PRODUCTS_KEY = ['products'] as const;
