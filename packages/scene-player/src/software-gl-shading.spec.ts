import { BoxGeometry, Color, Group, type Material, Mesh, MeshLambertMaterial, MeshStandardMaterial, ShaderChunk } from 'three';
import { filterShadowsWithOneTap, shadeMatteAsLambert, singleTapShadowChunk } from './software-gl-shading';

describe('shadeMatteAsLambert', () => {
  it('draws rough non-metal materials with Lambert shading in their colour, and leaves shiny and metal ones', () => {
    const matte = new MeshStandardMaterial({ color: 0x8a3324, roughness: 0.8, metalness: 0, name: 'Barn' });
    const shiny = new MeshStandardMaterial({ roughness: 0.2, metalness: 0 });
    const metal = new MeshStandardMaterial({ roughness: 0.9, metalness: 0.9 });
    const meshOf = (material: Material) => new Mesh<BoxGeometry, Material>(new BoxGeometry(), material);
    const wall = meshOf(matte);
    // Two meshes of one material still share one material.
    const door = meshOf(matte);
    const eye = meshOf(shiny);
    const hook = meshOf(metal);

    shadeMatteAsLambert(new Group().add(wall, door, eye, hook));

    expect(wall.material).toBeInstanceOf(MeshLambertMaterial);
    expect(door.material).toBe(wall.material);
    expect((wall.material as MeshLambertMaterial).color.equals(new Color(0x8a3324))).toBe(true);
    expect((wall.material as MeshLambertMaterial).name).toBe('Barn');
    expect(eye.material).toBe(shiny);
    expect(hook.material).toBe(metal);
  });
});

describe('filterShadowsWithOneTap', () => {
  it("replaces three's five-tap PCF filter with one hardware-filtered tap", () => {
    const chunk = singleTapShadowChunk();
    expect(chunk).not.toBeNull();
    expect(chunk).toContain('shadow = texture( shadowMap, shadowCoord.xyz );');
    expect(chunk!.match(/vogelDiskSample\( \d/g)).toBeNull();
    expect(ShaderChunk.shadowmap_pars_fragment).toContain('vogelDiskSample( 4, 5, phi )');
    expect(singleTapShadowChunk('no filter here')).toBeNull();
  });

  it("puts that filter into each material's fragment shader", () => {
    const material = new MeshStandardMaterial();
    filterShadowsWithOneTap(new Group().add(new Mesh(new BoxGeometry(), material)));
    const shader = { fragmentShader: 'main\n#include <shadowmap_pars_fragment>\n', vertexShader: '', uniforms: {} } as Parameters<typeof material.onBeforeCompile>[0];
    material.onBeforeCompile(shader, undefined as never);
    expect(shader.fragmentShader).toContain('shadow = texture( shadowMap, shadowCoord.xyz );');
    expect(material.customProgramCacheKey()).toBe('single-tap-pcf');
  });
});
