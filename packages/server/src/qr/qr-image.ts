import QRCode from 'qrcode';

/** Medium error correction and a quiet zone wide enough for phone cameras to find the code. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function qrPng(data: string): Promise<Buffer> {
  return QRCode.toBuffer(data, { ...OPTIONS, type: 'png', width: 384 });
}

export function qrPngDataUrl(data: string): Promise<string> {
  return QRCode.toDataURL(data, { ...OPTIONS, type: 'image/png', width: 384 });
}

export function qrSvg(data: string): Promise<string> {
  return QRCode.toString(data, { ...OPTIONS, type: 'svg' });
}
