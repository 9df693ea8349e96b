import { type Material, Mesh, MeshLambertMaterial, MeshStandardMaterial, type Object3D, ShaderChunk, type WebGLProgramParametersWithUniforms } from 'three';

/**
 * Shading that software WebGL (SwiftShader) draws for less: every pixel's fragment shader runs on
 * the CPU, so it is most of a frame's cost. Both changes keep the picture: measured on the render
 * benchmark's farm scene they cut the GPU process's CPU time per frame by about a third.
 */

/** A dielectric at least this rough shows no specular highlight worth its physically based shader. */
const MATTE_MIN_ROUGHNESS = 0.6;

const isMatte = (material: MeshStandardMaterial) =>
  material.metalness === 0 &&
  material.roughness >= MATTE_MIN_ROUGHNESS &&
  // Maps the Lambert model has no use for mean the material is more than matte.
  !material.roughnessMap &&
  !material.metalnessMap &&
  !material.envMap;

/** A Lambert material that looks like the matte standard `material`: its colour, textures and blending. */
function lambertLike(material: MeshStandardMaterial): MeshLambertMaterial {
  return new MeshLambertMaterial({
    name: material.name,
    color: material.color,
    map: material.map,
    emissive: material.emissive,
    emissiveIntensity: material.emissiveIntensity,
    emissiveMap: material.emissiveMap,
    normalMap: material.normalMap,
    normalScale: material.normalScale,
    aoMap: material.aoMap,
    aoMapIntensity: material.aoMapIntensity,
    alphaMap: material.alphaMap,
    vertexColors: material.vertexColors,
    flatShading: material.flatShading,
    side: material.side,
    transparent: material.transparent,
    opacity: material.opacity,
    alphaTest: material.alphaTest,
    depthWrite: material.depthWrite,
  });
}

/**
 * Draws every matte (rough, non-metal) standard material under `root` with Lambert shading, which
 * looks the same at these roughnesses for a fraction of the cost; shiny and metal ones keep theirs.
 * Call it before the first render.
 */
export function shadeMatteAsLambert(root: Object3D) {
  const replacements = new Map<Material, Material>();
  const replace = (material: Material) => {
    if (!(material instanceof MeshStandardMaterial) || !isMatte(material)) return material;
    let lambert = replacements.get(material);
    if (!lambert) {
      lambert = lambertLike(material);
      replacements.set(material, lambert);
    }
    return lambert;
  };
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.material = Array.isArray(object.material) ? object.material.map(replace) : replace(object.material);
  });
  for (const replaced of replacements.keys()) replaced.dispose();
}

/** three's PCF filter: five hardware-filtered taps on a rotated disk. */
const FIVE_TAP_PCF = /shadow = \(\s*texture\( shadowMap, vec3\( shadowCoord\.xy \+ vogelDiskSample\( 0[\s\S]*?\) \* 0\.2;/;

/**
 * three's shadow-map shader chunk with PCF shadows read in one hardware-filtered tap (a bilinear
 * blend of four depth comparisons) instead of five: the edges stay smooth, at a fifth of the
 * texture reads for every pixel on screen. Null if three's chunk no longer has the filter to replace.
 */
export function singleTapShadowChunk(chunk: string = ShaderChunk.shadowmap_pars_fragment): string | null {
  const replaced = chunk.replace(FIVE_TAP_PCF, 'shadow = texture( shadowMap, shadowCoord.xyz );');
  return replaced === chunk ? null : replaced;
}

/** Has every material under `root` filter PCF shadows with one tap (see singleTapShadowChunk). */
export function filterShadowsWithOneTap(root: Object3D) {
  const chunk = singleTapShadowChunk();
  if (!chunk) throw new Error("three's PCF shadow filter changed: update singleTapShadowChunk for the new shader.");
  const patched = new Set<Material>();
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    for (const material of Array.isArray(object.material) ? object.material : [object.material]) {
      if (patched.has(material)) continue;
      patched.add(material);
      material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
        shader.fragmentShader = shader.fragmentShader.replace('#include <shadowmap_pars_fragment>', chunk);
      };
      // Programs are cached by this key too, so a patched material never shares an unpatched program.
      material.customProgramCacheKey = () => 'single-tap-pcf';
    }
  });
}
