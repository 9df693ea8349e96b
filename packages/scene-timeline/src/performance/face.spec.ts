import { blinkAt, BLINK_SECONDS, faceWeights, gazePitch, visemeWeights } from './face';
import { expressionWeights } from './performance-at';
import { MAX_EYE_TURN } from './pose';
import { fromAxisAngle } from './quaternion';

describe('visemeWeights', () => {
  it('is all zero for a shut mouth at rest', () => {
    expect(Object.values(visemeWeights(0, 1)).every((weight) => weight === 0)).toBe(true);
  });
  it('opens aa alone for a loudness-only mouth', () => {
    expect(visemeWeights(0.8, 1)).toEqual({ aa: 0.8, ih: 0, ee: 0, ou: 0, oh: 0 });
  });
  it('spreads the lips for a wide shape and rounds them for a round one', () => {
    const wide = visemeWeights(0.35, 1.2);
    expect(wide.ee).toBeGreaterThan(0.2);
    expect(wide.ou + wide.oh + wide.aa).toBeCloseTo(0, 9);
    const round = visemeWeights(0.45, 0.72);
    expect(round.ou).toBeGreaterThan(0.3);
    expect(round.oh).toBeCloseTo(0.45, 5);
    expect(round.ee + round.ih + round.aa).toBeCloseTo(0, 9);
  });
});

describe('blinkAt', () => {
  it('blinks every few seconds, briefly, the same every time', () => {
    const samples = Array.from({ length: 3000 }, (_, index) => blinkAt(4, index / 100));
    const shut = samples.filter((value) => value > 0.5).length / 100;
    const blinks = samples.filter((value, index) => value > 0 && (samples[index - 1] ?? 0) === 0).length;
    expect(blinks).toBeGreaterThanOrEqual(6);
    expect(blinks).toBeLessThanOrEqual(13);
    expect(shut).toBeLessThan(blinks * BLINK_SECONDS);
    expect(Math.max(...samples)).toBeGreaterThan(0.95);
    expect(blinkAt(4, 12.34)).toBe(blinkAt(4, 12.34));
  });
  it('blinks at different times for different characters', () => {
    const times = (seed: number) => Array.from({ length: 1000 }, (_, index) => (blinkAt(seed, index / 100) > 0 ? 1 : 0)).join('');
    expect(times(1)).not.toBe(times(2));
  });
});

describe('faceWeights', () => {
  it('shows the expression fully in silence and gives part of it way to speech', () => {
    const silent = faceWeights(expressionWeights('happy', 0.8), { open: 0, width: 1 }, 0);
    const talking = faceWeights(expressionWeights('happy', 0.8), { open: 1, width: 1.05 }, 0);
    expect(silent.happy).toBeCloseTo(0.8, 5);
    expect(talking.happy).toBeLessThan(0.6);
    expect(talking.happy).toBeGreaterThan(0.45);
    expect(talking.aa).toBeGreaterThan(0.5);
  });
  it('carries the blink', () => {
    expect(faceWeights(expressionWeights('neutral', 0), { open: 0, width: 1 }, 0.7).blink).toBe(0.7);
  });

  it('lifts the lids as the eyes look up and lowers them as they look down, as far as the eyes turn, and not through a blink', () => {
    const at = (pitch: number, blink = 0) => faceWeights(expressionWeights('neutral', 0), { open: 0, width: 1 }, blink, pitch);
    expect(at(0)).toMatchObject({ lookUp: 0, lookDown: 0 });
    expect(at(MAX_EYE_TURN / 2)).toMatchObject({ lookUp: 0.5, lookDown: 0 });
    expect(at(-2 * MAX_EYE_TURN)).toMatchObject({ lookUp: 0, lookDown: 1 });
    expect(at(MAX_EYE_TURN, 1).lookUp).toBe(0);
    // The pitch of an eye's pose: up when it turns its front (+z) upward.
    expect(gazePitch(undefined)).toBe(0);
    expect(gazePitch(fromAxisAngle([1, 0, 0], -0.3))).toBeCloseTo(0.3, 6);
    expect(gazePitch(fromAxisAngle([1, 0, 0], 0.2))).toBeCloseTo(-0.2, 6);
  });
});
