/**
 * Edit distance of two words with adjacent transpositions counting one edit (optimal string alignment), or -1 when
 * it exceeds `limit`: a row whose smallest cell is above the limit ends the count early.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return -1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, index) => index);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > limit) return -1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > limit ? -1 : distance;
}
