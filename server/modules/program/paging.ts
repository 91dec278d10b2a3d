/** A page response (spec §3) of `content`, page `number` (from 0) of `size` out of `total`. */
export function toPage<T>(content: T[], total: number, number: number, size: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    number,
    size,
    first: number === 0,
    last: number >= totalPages - 1,
  };
}
