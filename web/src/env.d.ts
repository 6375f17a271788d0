/** The product's name, from api/src/config/product.ts (defined by vite.config.ts). */
declare const __PRODUCT_NAME__: string;
