// A text file written as it is made, never held whole: the station documents (etl/downloads.ts), with their compressed
// copies, and the snapshot's tables file (etl/snapshot-writer.ts).
import { closeSync, openSync, writeSync } from 'node:fs';
import type { StreamedCopies } from '../core/precompressed.js';

/**
 * Bytes of a piece: what is written to the file, and compressed, at once. The text is encoded into reused pieces as it
 * is given, so no string outlives the call that made it (held until written, the strings reached V8's old generation
 * and stayed there as garbage until its next full collection).
 */
const PIECE_BYTES = 512 * 1024;

/**
 * A file written a piece at a time as its text is made, and its `copies` compressed from the same pieces: a piece
 * goes to the file and to the compressors when it is full or at `flush`, and is reused once they are done with it.
 */
export class TextFile {
  private readonly fd: number;
  private readonly spare: Buffer[] = [];
  private piece: Buffer;
  private used = 0;

  constructor(
    path: string,
    start: string,
    private readonly copies?: StreamedCopies,
  ) {
    this.fd = openSync(path, 'w');
    this.piece = Buffer.allocUnsafeSlow(PIECE_BYTES);
    this.write(start);
  }

  write(text: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8: most texts are known to fit without being measured.
    const free = this.piece.length - this.used;
    if (text.length * 3 > free) {
      const length = Buffer.byteLength(text);
      if (length > free) this.flush();
      if (length > this.piece.length) {
        this.emit(Buffer.from(text));
        return;
      }
    }
    this.used += this.piece.write(text, this.used);
  }

  /** Writes what was given so far, and hands it to the copies. */
  flush(): void {
    if (this.used === 0) return;
    const piece = this.piece;
    this.emit(piece.subarray(0, this.used), () => this.spare.push(piece));
    this.piece = this.spare.pop() ?? Buffer.allocUnsafeSlow(PIECE_BYTES);
    this.used = 0;
  }

  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  /** Writes `bytes` to the file and to the copies; `reuse` once nothing reads them any more. */
  private emit(bytes: Buffer, reuse: () => void = () => {}): void {
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(this.fd, bytes, offset);
    if (this.copies) this.copies.compress(bytes, reuse);
    else reuse();
  }
}
