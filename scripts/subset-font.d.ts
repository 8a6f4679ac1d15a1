/** subset-font 2.9 ships no types: the one call scripts/subset-fonts.ts makes. */
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    readonly keepFeatures?: readonly string[];
    readonly noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
