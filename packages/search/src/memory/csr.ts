/** Compressed rows: the values of row r are data[start[r] .. start[r + 1]). */
export interface Csr {
  start: Uint32Array;
  data: Uint32Array;
}
