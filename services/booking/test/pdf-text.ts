import { execFile } from 'node:child_process';

// pdf-parse (pdfjs) starts its worker with a dynamic import(), which Jest's module system refuses
// without --experimental-vm-modules: the text is read in a plain Node process instead.
const READ_TEXT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try { process.stdout.write((await parser.getText()).text); } finally { await parser.destroy(); }
});`;

/** The text of a PDF, as a reader extracts it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READ_TEXT],
      { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(pdf);
  });
}
