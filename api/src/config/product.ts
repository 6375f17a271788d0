/**
 * The product's name: the spec's '{product}'. The one place it is written; the web build reads it from here too.
 */
export const PRODUCT_NAME = 'Dadhood';
