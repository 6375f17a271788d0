/** The product's name, defined at build time from api/src/config/product.ts. */
export const PRODUCT_NAME: string = __PRODUCT_NAME__;
