export const routes = ['/', '/allproducts'];
