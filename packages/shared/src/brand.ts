// In a module of its own: the site header and footer, in every page's first load, need only this.
export const PRODUCT_NAME = "Twend";
