import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FaceResult, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);
// Resolved from the package roots, so the paths hold in any worker and in the esbuild bundle
// (which keeps packages external and leaves this require to Node at run time).
const humanRoot = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmRoot = path.resolve(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..');

const toDirUrl = (dir: string) => pathToFileURL(dir + path.sep).href;

type HumanModule = { Human: new (config: Record<string, unknown>) => Human };

let loading: Promise<Human> | undefined;
let loadingLips: Promise<Human> | undefined;

/** One Human instance per process or worker thread: models load once, from disk. */
export function getFaceModel(): Promise<Human> {
  loading ??= createFaceModel(false).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The face mesh with attention (refined lip and eye contours), kept apart from the main model: it is only asked
 * whether the lips are closed when the main mesh measures them apart, and it finds no face on some tilted or
 * small faces the main model reads well. Vendored in models/face-mesh-attention (see its README).
 */
export function getLipModel(): Promise<Human> {
  loadingLips ??= createFaceModel(true).catch((error: unknown) => {
    loadingLips = undefined;
    throw error;
  });
  return loadingLips;
}

/**
 * A model kept in the repository's models/ folder (see each folder's README for why it is not installed),
 * found by walking up from this file, so the path holds for the TypeScript source and the bundle in dist/server.
 */
export function findModelFile(folder: string, file: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'models', folder, file);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`The model models/${folder}/${file} is missing.`);
  }
}

async function createFaceModel(refinedLips: boolean): Promise<Human> {
  // Human's Node WebAssembly build: a CommonJS bundle that uses the installed @tensorflow/tfjs-core,
  // tfjs-converter and tfjs-backend-wasm. In Node the wasm backend reads its .wasm file from wasmPath itself.
  // Human keeps each loaded model in its bundle's module state, so the lip model needs its own copy of the bundle
  // (tfjs itself stays shared: it is an external dependency of the bundle).
  const bundle = path.join(humanRoot, 'dist/human.node-wasm.js');
  if (refinedLips) delete require.cache[require.resolve(bundle)];
  const { Human: HumanClass } = require(bundle) as HumanModule;
  if (refinedLips) delete require.cache[require.resolve(bundle)];
  const attention = refinedLips
    ? {
        enabled: true,
        modelPath: pathToFileURL(findModelFile('face-mesh-attention', 'facemesh-attention-pinto.json')).href,
      }
    : { enabled: false };
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
      detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, minSize: 0, square: true, return: false },
      mesh: { enabled: true },
      iris: { enabled: !refinedLips },
      attention,
      emotion: { enabled: !refinedLips, minConfidence: 0 },
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
  if (human.tf.getBackend() !== 'wasm') throw new Error('The face model could not start its WebAssembly backend.');
  await human.load();
  return human;
}

/**
 * tfjs-core only loads models over HTTP (tfjs-node is what adds file://), and Node's fetch cannot read file:// URLs,
 * so file:// model URLs are routed to a loader that reads the model JSON and weights from disk.
 */
let fileLoaderRegistered = false;

function registerFileLoader(human: Human) {
  // tf is one module shared by both instances: one router serves them.
  if (fileLoaderRegistered) return;
  fileLoaderRegistered = true;
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

let queue: Promise<unknown> = Promise.resolve();

/** Runs face detection on raw RGB pixels (3 channels, row-major). Calls are serialised: Human keeps per-run state. */
export function detectFaces(
  rgb: Buffer,
  width: number,
  height: number,
  model: () => Promise<Human> = getFaceModel,
): Promise<FaceResult[]> {
  const run = queue.then(() => detectNow(rgb, width, height, model));
  queue = run.catch(() => undefined);
  return run;
}

async function detectNow(
  rgb: Buffer,
  width: number,
  height: number,
  model: () => Promise<Human>,
): Promise<FaceResult[]> {
  const human = await model();
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
