import { BrowserQRCodeReader } from '@zxing/browser';

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

/** Reads the QR code in a photo; undefined when there is none. */
export async function scanImageFile(file: File): Promise<string | undefined> {
  const native = nativeDetector();
  if (native) {
    const found = await native.detect(await createImageBitmap(file)).catch(() => []);
    if (found[0]) return found[0].rawValue;
  }
  const url = URL.createObjectURL(file);
  try {
    return (await new BrowserQRCodeReader().decodeFromImageUrl(url)).getText();
  } catch {
    return undefined;
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
  const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(
    undefined,
    video,
    (result, _error, c) => {
      if (result) {
        c.stop();
        found(result.getText());
      }
    },
  );
  return () => controls.stop();
}
