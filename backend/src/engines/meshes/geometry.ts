/** Indexed triangle meshes built from primitives, with unit normals. */
export interface Geometry {
  positions: number[];
  normals: number[];
  indices: number[];
}

type Vector = [number, number, number];

function empty(): Geometry {
  return { positions: [], normals: [], indices: [] };
}

/** Axis-aligned box centred on the origin. */
export function box(width: number, height: number, depth: number): Geometry {
  const geometry = empty();
  const [x, y, z] = [width / 2, height / 2, depth / 2];
  const faces: { normal: Vector; corners: Vector[] }[] = [
    { normal: [1, 0, 0], corners: [[x, -y, z], [x, -y, -z], [x, y, -z], [x, y, z]] },
    { normal: [-1, 0, 0], corners: [[-x, -y, -z], [-x, -y, z], [-x, y, z], [-x, y, -z]] },
    { normal: [0, 1, 0], corners: [[-x, y, z], [x, y, z], [x, y, -z], [-x, y, -z]] },
    { normal: [0, -1, 0], corners: [[-x, -y, -z], [x, -y, -z], [x, -y, z], [-x, -y, z]] },
    { normal: [0, 0, 1], corners: [[-x, -y, z], [x, -y, z], [x, y, z], [-x, y, z]] },
    { normal: [0, 0, -1], corners: [[x, -y, -z], [-x, -y, -z], [-x, y, -z], [x, y, -z]] },
  ];
  for (const face of faces) {
    const base = geometry.positions.length / 3;
    for (const corner of face.corners) {
      geometry.positions.push(...corner);
      geometry.normals.push(...face.normal);
    }
    geometry.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return geometry;
}

/**
 * Cylinder (or cone/frustum) along Y, centred on the origin, with caps. Three segments make a
 * triangular prism (roofs), four a square one.
 */
export function cylinder(radiusTop: number, radiusBottom: number, height: number, segments = 16): Geometry {
  const geometry = empty();
  const half = height / 2;
  const slope = (radiusBottom - radiusTop) / height;
  for (let segment = 0; segment <= segments; segment += 1) {
    const angle = (segment / segments) * Math.PI * 2;
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
    const normal = normalize([sin, slope, cos]);
    geometry.positions.push(radiusTop * sin, half, radiusTop * cos, radiusBottom * sin, -half, radiusBottom * cos);
    geometry.normals.push(...normal, ...normal);
  }
  for (let segment = 0; segment < segments; segment += 1) {
    const top = segment * 2;
    geometry.indices.push(top, top + 1, top + 3, top, top + 3, top + 2);
  }
  for (const [y, radius, up] of [[half, radiusTop, 1], [-half, radiusBottom, -1]] as const) {
    if (radius <= 0) continue;
    const centre = geometry.positions.length / 3;
    geometry.positions.push(0, y, 0);
    geometry.normals.push(0, up, 0);
    for (let segment = 0; segment <= segments; segment += 1) {
      const angle = (segment / segments) * Math.PI * 2;
      geometry.positions.push(radius * Math.sin(angle), y, radius * Math.cos(angle));
      geometry.normals.push(0, up, 0);
    }
    for (let segment = 0; segment < segments; segment += 1) {
      const [a, b] = [centre + 1 + segment, centre + 2 + segment];
      if (up > 0) geometry.indices.push(centre, a, b);
      else geometry.indices.push(centre, b, a);
    }
  }
  return geometry;
}

/** UV sphere centred on the origin; `radii` makes an ellipsoid. */
export function sphere(radii: Vector | number, widthSegments = 16, heightSegments = 12): Geometry {
  const [rx, ry, rz] = typeof radii === 'number' ? [radii, radii, radii] : radii;
  const geometry = empty();
  for (let row = 0; row <= heightSegments; row += 1) {
    const polar = (row / heightSegments) * Math.PI;
    for (let column = 0; column <= widthSegments; column += 1) {
      const azimuth = (column / widthSegments) * Math.PI * 2;
      const unit: Vector = [Math.sin(polar) * Math.sin(azimuth), Math.cos(polar), Math.sin(polar) * Math.cos(azimuth)];
      geometry.positions.push(unit[0] * rx, unit[1] * ry, unit[2] * rz);
      geometry.normals.push(...normalize([unit[0] / rx, unit[1] / ry, unit[2] / rz]));
    }
  }
  for (let row = 0; row < heightSegments; row += 1) {
    for (let column = 0; column < widthSegments; column += 1) {
      const a = row * (widthSegments + 1) + column;
      const b = a + widthSegments + 1;
      if (row !== 0) geometry.indices.push(a, b, a + 1);
      if (row !== heightSegments - 1) geometry.indices.push(a + 1, b, b + 1);
    }
  }
  return geometry;
}

/** A single rectangle facing +z, centred on the origin: two triangles for what is only seen from the front (windows, signs, flags). */
export function panel(width: number, height: number): Geometry {
  const [x, y] = [width / 2, height / 2];
  return { positions: [-x, -y, 0, x, -y, 0, x, y, 0, -x, y, 0], normals: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1], indices: [0, 1, 2, 0, 2, 3] };
}

/**
 * A triangular prism along Z, apex up: base `width` wide on y = 0, apex `height` above it (gables,
 * A-frame signs). Each face has its own vertices so it shades flat.
 */
export function prism(width: number, height: number, depth: number): Geometry {
  const geometry = empty();
  const [x, z] = [width / 2, depth / 2];
  const slope = normalize([height, x, 0]);
  const faces: { normal: Vector; corners: Vector[] }[] = [
    { normal: [0, 0, 1], corners: [[-x, 0, z], [x, 0, z], [0, height, z]] },
    { normal: [0, 0, -1], corners: [[x, 0, -z], [-x, 0, -z], [0, height, -z]] },
    { normal: [0, -1, 0], corners: [[-x, 0, -z], [x, 0, -z], [x, 0, z], [-x, 0, z]] },
    { normal: slope, corners: [[x, 0, z], [x, 0, -z], [0, height, -z], [0, height, z]] },
    { normal: [-slope[0], slope[1], 0], corners: [[-x, 0, -z], [-x, 0, z], [0, height, z], [0, height, -z]] },
  ];
  for (const face of faces) {
    const base = geometry.positions.length / 3;
    for (const corner of face.corners) {
      geometry.positions.push(...corner);
      geometry.normals.push(...face.normal);
    }
    geometry.indices.push(base, base + 1, base + 2);
    if (face.corners.length === 4) geometry.indices.push(base, base + 2, base + 3);
  }
  return geometry;
}

/** A square-section bar from one point to another (ropes, struts, rails on a slope). */
export function beam(from: Vector, to: Vector, thickness: number): Geometry {
  const [dx, dy, dz] = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
  const length = Math.hypot(dx, dy, dz);
  // A bar along +y, tilted off the vertical by `tilt`, then turned about y to face (dx, dz).
  const tilt = Math.acos(dy / length);
  const heading = Math.atan2(dx, dz);
  const middle: Vector = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2];
  return translate(rotateY(rotateX(box(thickness, length, thickness), tilt), heading), middle);
}

/** Horizontal grid on XZ centred on the origin, lifted by `height(x, z)`, with smooth normals. */
export function heightField(width: number, depth: number, columns: number, rows: number, height: (x: number, z: number) => number): Geometry {
  const geometry = empty();
  const step = [width / columns, depth / rows];
  const at = (column: number, row: number): Vector => {
    const x = -width / 2 + column * step[0];
    const z = -depth / 2 + row * step[1];
    return [x, height(x, z), z];
  };
  for (let row = 0; row <= rows; row += 1) {
    for (let column = 0; column <= columns; column += 1) {
      const point = at(column, row);
      const left = at(column - 1, row);
      const right = at(column + 1, row);
      const back = at(column, row - 1);
      const front = at(column, row + 1);
      geometry.positions.push(...point);
      geometry.normals.push(...normalize([(left[1] - right[1]) / (2 * step[0]), 1, (back[1] - front[1]) / (2 * step[1])]));
    }
  }
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const a = row * (columns + 1) + column;
      const b = a + columns + 1;
      geometry.indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  return geometry;
}

/** Moves every vertex (so a limb hangs from its joint rather than being centred on it). */
export function translate(geometry: Geometry, [x, y, z]: Vector): Geometry {
  const positions = geometry.positions.map((value, index) => value + (index % 3 === 0 ? x : index % 3 === 1 ? y : z));
  return { ...geometry, positions };
}

/**
 * Turns every vertex in the plane of two axes, taking `from` towards `to`: the one rotation
 * rotateX, rotateY and rotateZ each apply to their own pair of coordinates.
 */
function rotateInPlane(geometry: Geometry, angle: number, from: number, to: number): Geometry {
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  const turn = (values: number[]) =>
    values.map((value, index) => {
      const base = index - (index % 3);
      const [a, b] = [values[base + from], values[base + to]];
      return index % 3 === from ? a * cos - b * sin : index % 3 === to ? a * sin + b * cos : value;
    });
  return { positions: turn(geometry.positions), normals: turn(geometry.normals), indices: geometry.indices };
}

/** Rotates about the X axis (e.g. to lay a cylinder along Z). */
export const rotateX = (geometry: Geometry, angle: number): Geometry => rotateInPlane(geometry, angle, 1, 2);

/** Rotates about the Y axis, as glTF and three.js turn a node: a positive angle takes +z towards +x. */
export const rotateY = (geometry: Geometry, angle: number): Geometry => rotateInPlane(geometry, angle, 2, 0);

/** Rotates about the Z axis (e.g. to lay a cylinder along X). */
export const rotateZ = (geometry: Geometry, angle: number): Geometry => rotateInPlane(geometry, angle, 0, 1);

/** Joins geometries into one mesh. */
export function merge(...parts: Geometry[]): Geometry {
  const merged = empty();
  for (const part of parts) {
    const offset = merged.positions.length / 3;
    merged.positions.push(...part.positions);
    merged.normals.push(...part.normals);
    merged.indices.push(...part.indices.map((index) => index + offset));
  }
  return merged;
}

function normalize([x, y, z]: Vector): Vector {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}
