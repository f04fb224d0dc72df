// A text file written as it is made, in pieces, never held whole: the station documents (etl/downloads.ts) and the
// snapshot's tables file (etl/snapshot-writer.ts).
import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * Under V8's size for a large object (a string of more characters, and the buffer written from it, would go straight
 * to the old generation and stay there as garbage until its next full collection).
 */
const WRITE_CHARS = 16 * 1024;

/** A file written in pieces of about WRITE_CHARS characters, as its text is made. */
export class TextFile {
  private readonly fd: number;
  private pieces: string[] = [];
  private length = 0;

  constructor(path: string, start: string) {
    this.fd = openSync(path, 'w');
    this.write(start);
  }

  write(text: string): void {
    this.pieces.push(text);
    this.length += text.length;
    if (this.length >= WRITE_CHARS) this.flush();
  }

  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private flush(): void {
    writeSync(this.fd, this.pieces.join(''));
    this.pieces = [];
    this.length = 0;
  }
}
