import { BrowserQRCodeReader } from '@zxing/browser';
import { DecodeHintType } from '@zxing/library';

interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedCode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's own QR detector where it has one (Chromium on Android, macOS, ChromeOS). */
function nativeDetector(): BarcodeDetectorLike | undefined {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : undefined;
}

const reader = () => new BrowserQRCodeReader(new Map([[DecodeHintType.TRY_HARDER, true]]));

/**
 * The photo redrawn on a white margin at a few sizes: a code cropped to its edge, or far larger or
 * smaller than the reader expects, is then found as well.
 */
async function decodeRedrawn(file: File): Promise<string | undefined> {
  const image = await createImageBitmap(file);
  for (const size of [600, 300, 1000]) {
    const canvas = document.createElement('canvas');
    const margin = Math.round(size * 0.1);
    const scale = size / Math.max(image.width, image.height);
    canvas.width = Math.round(image.width * scale) + 2 * margin;
    canvas.height = Math.round(image.height * scale) + 2 * margin;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, margin, margin, image.width * scale, image.height * scale);
    try {
      return reader().decodeFromCanvas(canvas).getText();
    } catch {
      // Not at this size: try the next.
    }
  }
  return undefined;
}

/** Reads the QR code in a photo; undefined when there is none. */
export async function scanImageFile(file: File): Promise<string | undefined> {
  const native = nativeDetector();
  if (native) {
    const found = await native.detect(await createImageBitmap(file)).catch(() => []);
    if (found[0]) return found[0].rawValue;
  }
  const url = URL.createObjectURL(file);
  try {
    return (await reader().decodeFromImageUrl(url)).getText();
  } catch {
    return decodeRedrawn(file);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads QR codes from the camera into `video` until one is found or `stop` is called. */
export async function scanCamera(
  video: HTMLVideoElement,
  found: (text: string) => void,
): Promise<() => void> {
  const native = nativeDetector();
  if (native) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    video.srcObject = stream;
    await video.play();
    let running = true;
    const stop = () => {
      running = false;
      for (const track of stream.getTracks()) track.stop();
    };
    const tick = async () => {
      if (!running) return;
      const codes = await native.detect(video).catch(() => []);
      if (codes[0]) {
        stop();
        found(codes[0].rawValue);
      } else setTimeout(tick, 250);
    };
    void tick();
    return stop;
  }
  const controls = await reader().decodeFromVideoDevice(undefined, video, (result, _error, c) => {
    if (result) {
      c.stop();
      found(result.getText());
    }
  });
  return () => controls.stop();
}
