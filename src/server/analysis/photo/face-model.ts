import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import util from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FaceResult, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);
// Resolved from the package roots (human's exports map hides most files), so the paths hold in any worker.
const humanRoot = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmRoot = path.resolve(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..');

const toDirUrl = (dir: string) => pathToFileURL(dir + path.sep).href;

type HumanModule = { Human: new (config: Record<string, unknown>) => Human };
type TfLike = { env(): { platform: unknown } };

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
  const { Human: HumanClass } = await importHumanBundle();
  const human = new HumanClass({
    backend: 'wasm',
    wasmPath: toDirUrl(path.join(wasmRoot, 'dist')),
    wasmPlatformFetch: true,
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
  patchPlatform(human);
  registerFileLoader(human);
  await withNodeRequire(() => human.init());
  if (human.tf.getBackend() !== 'wasm') throw new Error('The face model could not start its WebAssembly backend.');
  await human.load();
  return human;
}

/**
 * human.node-wasm.js needs @tensorflow/tfjs-converter, which this project does not install;
 * human.esm.js bundles the same tfjs 4.22 (core, converter, wasm backend) but was built for browsers:
 * its Node platform reads TextEncoder from a stubbed `util` module, and the wasm loader calls `require('fs')`.
 * Both are supplied only for the moment they are needed, then the real `util` is put in place.
 */
async function importHumanBundle(): Promise<HumanModule> {
  const proto = Object.prototype as Record<string, unknown>;
  const patched = !('TextEncoder' in proto);
  if (patched) {
    Object.defineProperty(proto, 'TextEncoder', { value: TextEncoder, configurable: true, writable: true });
    Object.defineProperty(proto, 'TextDecoder', { value: TextDecoder, configurable: true, writable: true });
  }
  try {
    return (await import(pathToFileURL(path.join(humanRoot, 'dist/human.esm.js')).href)) as HumanModule;
  } finally {
    if (patched) {
      delete proto.TextEncoder;
      delete proto.TextDecoder;
    }
  }
}

/** Gives the bundle's Node platform the real `util`, and a fetch that reads file:// URLs (the .wasm files) from disk. */
function patchPlatform(human: Human) {
  const platform = (human.tf as unknown as TfLike).env().platform as {
    util?: unknown;
    fetch?: (url: string, init?: unknown) => Promise<Response>;
  };
  platform.util = util;
  const fetchOver = platform.fetch?.bind(platform);
  platform.fetch = async (url: string, init?: unknown) => {
    if (typeof url === 'string' && url.startsWith('file://')) {
      const body = await readFile(fileURLToPath(url));
      return new Response(body, { headers: { 'content-type': url.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' } });
    }
    if (!fetchOver) throw new Error(`No network access for ${url}`);
    return fetchOver(url, init);
  };
}

/** The bundled Emscripten loader expects CommonJS globals while it loads the .wasm file in Node. */
async function withNodeRequire<T>(run: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const shims: Record<string, unknown> = {
    require,
    __dirname: path.join(wasmRoot, 'dist'),
    __filename: path.join(wasmRoot, 'dist', 'tf-backend-wasm.node.js'),
  };
  const added = Object.keys(shims).filter((key) => !(key in g));
  for (const key of added) g[key] = shims[key];
  try {
    return await run();
  } finally {
    for (const key of added) delete g[key];
  }
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

let queue: Promise<unknown> = Promise.resolve();

/** Runs face detection on raw RGB pixels (3 channels, row-major). Calls are serialised: Human keeps per-run state. */
export function detectFaces(rgb: Buffer, width: number, height: number): Promise<FaceResult[]> {
  const run = queue.then(() => detectNow(rgb, width, height));
  queue = run.catch(() => undefined);
  return run;
}

async function detectNow(rgb: Buffer, width: number, height: number): Promise<FaceResult[]> {
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
