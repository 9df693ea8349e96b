import { PERFORMANCE_ACTIONS, PERFORMANCE_EMOTIONS } from '@studio/contracts/direction';

/** 'head-shake' -> 'Head shake', 'angry' -> 'Angry': how a direction value reads on screen. */
export const directionLabel = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const EMOTION_OPTIONS = PERFORMANCE_EMOTIONS.map((value) => ({ value, label: directionLabel(value) }));
export const ACTION_OPTIONS = PERFORMANCE_ACTIONS.map((value) => ({ value, label: directionLabel(value) }));
