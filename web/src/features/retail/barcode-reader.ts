// Reading a barcode from the camera: the browser's own BarcodeDetector where
// it has one, otherwise ZXing compiled to WebAssembly, served from our own
// bundle (nothing is fetched from a CDN).
import type * as ZXing from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const FORMATS = [
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'UPC-E',
  'Code128',
  'Code39',
  'ITF',
  'QRCode',
] as const;
const NATIVE_FORMATS = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'itf',
  'qr_code',
];

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

export type FrameReader = (canvas: HTMLCanvasElement) => Promise<string | null>;

let zxing: Promise<typeof ZXing> | null = null;
function loadZxing() {
  zxing ??= import('zxing-wasm/reader').then((m) => {
    m.prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
    });
    return m;
  });
  return zxing;
}

/** The best reader this browser has: native when it reads retail barcodes, else ZXing. */
export async function frameReader(): Promise<{ read: FrameReader; engine: 'native' | 'zxing' }> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    if (formats.includes('ean_13')) {
      const detector = new Native({ formats });
      return {
        engine: 'native',
        read: async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null,
      };
    }
  }
  const { readBarcodes } = await loadZxing();
  return {
    engine: 'zxing',
    read: async (canvas) => {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const [found] = await readBarcodes(image, {
        formats: [...FORMATS],
        maxNumberOfSymbols: 1,
        tryHarder: true,
      });
      return found?.isValid ? found.text : null;
    },
  };
}

/** Reads a barcode from a photo (the fallback when there is no camera stream). */
export async function readPhoto(file: Blob): Promise<string | null> {
  const { readBarcodes } = await loadZxing();
  const [found] = await readBarcodes(file, {
    formats: [...FORMATS],
    maxNumberOfSymbols: 1,
    tryHarder: true,
  });
  return found?.isValid ? found.text : null;
}
