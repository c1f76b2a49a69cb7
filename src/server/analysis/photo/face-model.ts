import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FaceResult, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);
// Resolved from the package roots (human's exports map hides most files), so the paths hold in any worker.
const humanRoot = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmRoot = path.resolve(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..');

const toDirUrl = (dir: string) => pathToFileURL(dir + path.sep).href;

type HumanModule = { Human: new (config: Record<string, unknown>) => Human };

let loading: Promise<Human> | undefined;

/** One Human instance per process or worker thread: models load once, from disk. */
export function getFaceModel(): Promise<Human> {
  loading ??= createFaceModel().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createFaceModel(): Promise<Human> {
  // human.node-wasm.js needs @tensorflow/tfjs-converter installed separately, which this project
  // does not have; human.esm.js bundles the same tfjs 4.22 (core, converter, wasm backend) and runs in Node.
  const { Human: HumanClass } = (await import(
    pathToFileURL(path.join(humanRoot, 'dist/human.esm.js')).href
  )) as HumanModule;
  const human = new HumanClass({
    backend: 'wasm',
    wasmPath: toDirUrl(path.join(wasmRoot, 'dist')),
    wasmPlatformFetch: false,
    modelBasePath: toDirUrl(path.join(humanRoot, 'models')),
    cacheModels: false,
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, minSize: 0, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
      attention: { enabled: false },
      emotion: { enabled: true, minConfidence: 0 },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  registerFileLoader(human);
  await human.init();
  await human.load();
  return human;
}

/** tfjs only loads models over HTTP without tfjs-node; this reads the model files from disk instead. */
function registerFileLoader(human: Human) {
  const io = human.tf.io;
  io.registerLoadRouter((url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    return {
      load: async () => {
        const jsonPath = fileURLToPath(url);
        const modelJson = JSON.parse(await readFile(jsonPath, 'utf8')) as {
          modelTopology: unknown;
          format?: string;
          generatedBy?: string;
          convertedBy?: string;
          weightsManifest: { paths: string[]; weights: unknown[] }[];
        };
        const specs = modelJson.weightsManifest.flatMap((group) => group.weights);
        const buffers = await Promise.all(
          modelJson.weightsManifest.flatMap((group) =>
            group.paths.map((p) => readFile(path.join(path.dirname(jsonPath), p))),
          ),
        );
        const weights = Buffer.concat(buffers);
        return {
          modelTopology: modelJson.modelTopology as never,
          format: modelJson.format,
          generatedBy: modelJson.generatedBy,
          convertedBy: modelJson.convertedBy,
          weightSpecs: specs as never,
          weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        };
      },
    };
  });
}

/** Runs face detection on raw RGB pixels (3 channels, row-major). */
export async function detectFaces(rgb: Buffer, width: number, height: number): Promise<FaceResult[]> {
  const human = await getFaceModel();
  const pixels = new Int32Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) pixels[i] = rgb[i]!;
  const tensor = human.tf.tensor(pixels, [1, height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor as never);
    if ('error' in result && result.error) throw new Error(`Face model failed: ${String(result.error)}`);
    return result.face;
  } finally {
    human.tf.dispose(tensor);
  }
}
