/**
 * A film as an editor receives it: the scene videos it is cut from and its shots in order, each
 * a stretch of one scene video (source in/out) placed on the film's timeline (record in/out).
 * All times are whole frames at `fps`; every "out" is the first frame after the shot. The
 * Kdenlive (MLT), FCPXML and EDL writers all describe this one list, so they agree.
 */
export interface EditList {
  title: string;
  fps: number;
  width: number;
  height: number;
  /** The film's length: the last shot's record out. */
  frames: number;
  sources: EditSource[];
  shots: EditShot[];
  /** The film's sound split into stems, each lasting the whole film from its first frame. */
  stems: EditStem[];
}

/** A scene's rendered video, by its path relative to the edit files. */
export interface EditSource {
  path: string;
  sceneName: string;
  frames: number;
}

export interface EditShot {
  /** The source's path, as in `sources`. */
  source: string;
  sceneName: string;
  /** What the camera frames ('establishing', 'close', …). */
  kind: string;
  sourceIn: number;
  sourceOut: number;
  recordIn: number;
  recordOut: number;
}

/** A film-long sound stem: one character's lines, the music or the ambience (the weather's bed), by its path relative to the edit files. */
export interface EditStem {
  path: string;
  role: 'dialogue' | 'music' | 'ambience';
  /** Who speaks in a dialogue stem; 'Music' for the music, 'Ambience' for the ambience. */
  name: string;
}

/** One scene of the film: its video and its timeline's shots, from where the film's chapter starts. */
export interface EditScene {
  name: string;
  path: string;
  /** Frames in the scene's video. */
  frames: number;
  /** Where the scene's chapter starts and ends in the film, in frames. */
  recordStart: number;
  recordEnd: number;
  shots: readonly { kind: string; startFrame: number; endFrame: number }[];
}

/**
 * The edit list of a film from its scenes in order: each shot cut from its scene's video at the
 * timeline's frames and placed at the chapter's start. A shot is trimmed to the chapter (the
 * join rounds each scene to whole frames), and one that would start past it is left out.
 */
export function buildEditList(film: {
  title: string;
  fps: number;
  width: number;
  height: number;
  scenes: readonly EditScene[];
  stems: readonly EditStem[];
}): EditList {
  const shots: EditShot[] = [];
  for (const scene of film.scenes) {
    const length = Math.min(scene.frames, scene.recordEnd - scene.recordStart);
    for (const shot of scene.shots) {
      const sourceOut = Math.min(shot.endFrame, length);
      if (sourceOut <= shot.startFrame) continue;
      shots.push({
        source: scene.path,
        sceneName: scene.name,
        kind: shot.kind,
        sourceIn: shot.startFrame,
        sourceOut,
        recordIn: scene.recordStart + shot.startFrame,
        recordOut: scene.recordStart + sourceOut,
      });
    }
  }
  return {
    title: film.title,
    fps: film.fps,
    width: film.width,
    height: film.height,
    frames: shots.at(-1)?.recordOut ?? 0,
    sources: film.scenes.map(({ path, name, frames }) => ({ path, sceneName: name, frames })),
    shots,
    stems: [...film.stems],
  };
}

/**
 * Scene n's reel in an EDL, 'SCENEnnn' (CMX3600 allows eight characters), and its video's file
 * name without the extension: Resolve conforms an EDL by reel names it can take from file names.
 */
export const sceneReel = (index: number) => `SCENE${String(index + 1).padStart(3, '0')}`;

/** A clip's name in the editor: its scene and what it frames ('Dockside: close'). */
export const shotName = (shot: Pick<EditShot, 'sceneName' | 'kind'>) => `${shot.sceneName}: ${shot.kind}`;

/** A stem's clip and track name in the editor ('Dialogue: Mara', 'Music', 'Ambience'). */
export const stemTrackName = (stem: EditStem) => (stem.role === 'dialogue' ? `Dialogue: ${stem.name}` : stem.name);

/** The scene and kind back from shotName() (a scene name may itself hold ': '). */
export function fromShotName(name: string): Pick<EditShot, 'sceneName' | 'kind'> {
  const split = name.lastIndexOf(': ');
  return split < 0 ? { sceneName: name, kind: '' } : { sceneName: name.slice(0, split), kind: name.slice(split + 2) };
}
