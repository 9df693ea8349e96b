/** The product's name as the gate and the top bar show it. */
export const PRODUCT_TITLE = 'My Movie AI';
