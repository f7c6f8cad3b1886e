export { A4, pdfFile, pdfRect, pdfString, pdfText, pdfTextWidth, pdfWritable } from './writer.js';
