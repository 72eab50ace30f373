/** Rules of a case's own fields shared by the server's checks and the card's editors. */

/** Not in the seed (it shows no tag limit); keeps a tag readable on the card and in reports. */
export const ETIQUETA_MAX = 200;
