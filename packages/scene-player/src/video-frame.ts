import {
  BufferAttribute,
  BufferGeometry,
  FramebufferTexture,
  GLSL3,
  Mesh,
  NearestFilter,
  OrthographicCamera,
  RawShaderMaterial,
  RGBAFormat,
  Scene,
  UnsignedByteType,
  WebGLRenderTarget,
  type WebGLRenderer,
} from 'three';

/**
 * The frame on the canvas as the video encoder takes it: yuv420p (the Y plane, then U, then V,
 * each top row first), BT.601 limited range, which is what ffmpeg made of the JPEGs the page used
 * to hand over. Converting on the GPU packs four of the planes' bytes into each RGBA texel, so the
 * read back is 1.5 bytes a pixel instead of 4, no row is flipped on the CPU, and the frame never
 * goes through a JPEG encoder in the page and a decoder in ffmpeg.
 */
export interface VideoFrameReader {
  /** The frame last drawn on the canvas: width × height × 1.5 bytes (a new array each time). */
  read(): Uint8Array;
  dispose(): void;
}

// Each fragment writes one texel: four consecutive bytes of the yuv420p frame, all in one plane
// (the planes' sizes are multiples of four). A chroma byte averages its 2×2 block of pixels.
const FRAGMENT_SHADER = /* glsl */ `
precision highp float;
precision highp int;
uniform highp sampler2D frame;
uniform int width;
uniform int height;
out vec4 bytes;

vec3 rgbAt(int x, int topRow) {
  return texelFetch(frame, ivec2(x, height - 1 - topRow), 0).rgb;
}

vec3 blockAt(int x, int topRow) {
  return 0.25 * (rgbAt(2 * x, 2 * topRow) + rgbAt(2 * x + 1, 2 * topRow) + rgbAt(2 * x, 2 * topRow + 1) + rgbAt(2 * x + 1, 2 * topRow + 1));
}

// The byte (0..255) over 255, rounded, so the conversion to 8 bits stores it exactly.
float byteOf(float value) {
  return floor(clamp(value, 0.0, 255.0) + 0.5) / 255.0;
}

float luma(vec3 c) { return byteOf(16.0 + 65.481 * c.r + 128.553 * c.g + 24.966 * c.b); }
float blueDifference(vec3 c) { return byteOf(128.0 - 37.797 * c.r - 74.203 * c.g + 112.0 * c.b); }
float redDifference(vec3 c) { return byteOf(128.0 + 112.0 * c.r - 93.786 * c.g - 18.214 * c.b); }

void main() {
  ivec2 texel = ivec2(gl_FragCoord.xy);
  int offset = (texel.y * (width / 4) + texel.x) * 4;
  int lumaBytes = width * height;
  vec4 value;
  if (offset < lumaBytes) {
    int row = offset / width;
    int column = offset - row * width;
    for (int k = 0; k < 4; k++) value[k] = luma(rgbAt(column + k, row));
  } else {
    int chromaOffset = offset - lumaBytes;
    int planeBytes = lumaBytes / 4;
    bool red = chromaOffset >= planeBytes;
    if (red) chromaOffset -= planeBytes;
    int chromaWidth = width / 2;
    int row = chromaOffset / chromaWidth;
    int column = chromaOffset - row * chromaWidth;
    for (int k = 0; k < 4; k++) {
      vec3 block = blockAt(column + k, row);
      value[k] = red ? redDifference(block) : blueDifference(block);
    }
  }
  bytes = value;
}
`;

const VERTEX_SHADER = /* glsl */ `
in vec3 position;
void main() {
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;

/** Whether a width × height frame packs into whole texels plane by plane (true of 640×360 and 1280×720). */
export const packsAsVideoFrame = (width: number, height: number) => width % 8 === 0 && height % 2 === 0 && ((width * height) / 4) % 4 === 0;

export function createVideoFrameReader(renderer: WebGLRenderer, width: number, height: number): VideoFrameReader {
  if (!packsAsVideoFrame(width, height)) throw new Error(`A ${width}x${height} frame does not pack into yuv420p texels: the width must be a multiple of 8 and the height even.`);
  const frame = new FramebufferTexture(width, height);
  frame.minFilter = NearestFilter;
  frame.magFilter = NearestFilter;
  const target = new WebGLRenderTarget(width / 4, (height * 3) / 2, { format: RGBAFormat, type: UnsignedByteType, depthBuffer: false, minFilter: NearestFilter, magFilter: NearestFilter });
  const triangle = new BufferGeometry();
  // One triangle that covers the whole target.
  triangle.setAttribute('position', new BufferAttribute(new Float32Array([-1, -1, 0, 3, -1, 0, -1, 3, 0]), 3));
  const material = new RawShaderMaterial({
    glslVersion: GLSL3,
    vertexShader: VERTEX_SHADER,
    fragmentShader: FRAGMENT_SHADER,
    uniforms: { frame: { value: frame }, width: { value: width }, height: { value: height } },
    depthTest: false,
    depthWrite: false,
  });
  const pass = new Scene();
  const quad = new Mesh(triangle, material);
  quad.frustumCulled = false;
  pass.add(quad);
  const camera = new OrthographicCamera();

  return {
    read() {
      renderer.setRenderTarget(null);
      renderer.copyFramebufferToTexture(frame);
      renderer.setRenderTarget(target);
      renderer.render(pass, camera);
      const bytes = new Uint8Array((width * height * 3) / 2);
      renderer.readRenderTargetPixels(target, 0, 0, width / 4, (height * 3) / 2, bytes);
      renderer.setRenderTarget(null);
      return bytes;
    },
    dispose() {
      frame.dispose();
      target.dispose();
      triangle.dispose();
      material.dispose();
    },
  };
}
