type Gray = { width: number; height: number; data: Float32Array };
export type PixelBlocks = { emptiness: number; blockPx: number };

/**
 * Pixel blocks: a photo enlarged by repeating pixels (or a heavily compressed one) changes brightness only at
 * block borders, the same columns in every row. Summed over the rows, the jumps between neighbouring columns
 * then sit on a few columns with almost none between; in a photo they spread over every column. Returns, for
 * the axis where it is stronger, how empty a typical column is (1 - the median of column jump energy over its
 * neighbourhood's mean: about 0 in a photo, towards 1 for repeated pixels) and the block size, read from how
 * many columns carry a peak of the jumps (one in k when pixels are repeated k times).
 */
export function pixelBlocks(gray: Gray): PixelBlocks {
  const axis = (across: boolean) => {
    const { width: w, height: h, data } = gray;
    const n = across ? w - 1 : h - 1,
      m = across ? h : w;
    const energy = new Float64Array(Math.max(0, n));
    for (let j = 0; j < m; j++)
      for (let i = 0; i < n; i++) {
        const a = across ? data[j * w + i]! : data[i * w + j]!;
        const b = across ? data[j * w + i + 1]! : data[(i + 1) * w + j]!;
        energy[i]! += Math.abs(b - a);
      }
    const R = 12;
    const ratios: number[] = [];
    let peaks = 0;
    for (let i = R; i < n - R; i++) {
      let sum = 0;
      for (let k = i - R; k <= i + R; k++) sum += energy[k]!;
      const local = sum / (2 * R + 1);
      const ratio = local > 0 ? energy[i]! / local : 1;
      ratios.push(ratio);
      if (ratio > 1.2 && energy[i]! > energy[i - 1]! && energy[i]! >= energy[i + 1]!) peaks++;
    }
    if (!ratios.length) return { emptiness: 0, blockPx: 1 };
    ratios.sort((a, b) => a - b);
    // Enlarged k times by repeating pixels, one column in k carries the jumps: a peak every k columns.
    return { emptiness: Math.max(0, 1 - ratios[ratios.length >> 1]!), blockPx: ratios.length / Math.max(1, peaks) };
  };
  const a = axis(true),
    b = axis(false);
  return a.emptiness >= b.emptiness ? a : b;
}
