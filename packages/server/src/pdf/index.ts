export { A4, pdfFile, pdfRect, pdfString, pdfText, pdfTextWidth } from './writer.js';
