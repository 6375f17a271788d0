/**
 * The product's name, wherever a text names the product. The one place it is written; the web build reads it from
 * here too.
 */
export const PRODUCT_NAME = 'Dadhood';
